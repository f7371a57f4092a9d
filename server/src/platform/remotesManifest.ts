import { platformRoutes } from '@tutor/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { remotesManifestStore } from './remotesManifestStore';

/** One store per server: /remotes.json and the manifest inlined in the shell page agree. */
const stores = new WeakMap<ServerConfig, ReturnType<typeof remotesManifestStore>>();

function storeFor(config: ServerConfig, log: FastifyBaseLogger) {
  let store = stores.get(config);
  if (!store) {
    store = remotesManifestStore(config, log);
    stores.set(config, store);
  }
  return store;
}

/** The current, validated remotes.json text (the last good one while the file is broken). */
export async function readRemotesManifest(config: ServerConfig, log: FastifyBaseLogger): Promise<string> {
  return (await storeFor(config, log).read()).body;
}

/**
 * GET /remotes.json: read from disk on every request, so shipping or rolling back a remote is
 * one edit of that file, with no restart and no rebuild of the shell.
 */
export async function remotesManifestRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const store = storeFor(config, app.log);
  app.route({
    ...platformRoutes.remotesManifest,
    handler: async (_request, reply) => {
      const { body } = await store.read();
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(body);
    },
  });
}
