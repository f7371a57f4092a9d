import { platformRoutes, type RemotesManifest } from '@tutor/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { manifestForVisitor, visitorIdOf } from './canaryVisitor';
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

/** The current, validated remotes.json (the last good one while the file is broken), canaries included. */
export async function readDeployedManifest(config: ServerConfig, log: FastifyBaseLogger): Promise<RemotesManifest> {
  return (await storeFor(config, log).read()).manifest;
}

/** The remotes.json text one visitor is given: their build of each remote in `entry`. */
export async function readRemotesManifest(
  config: ServerConfig,
  log: FastifyBaseLogger,
  visitorId: string,
): Promise<string> {
  return JSON.stringify(manifestForVisitor(await readDeployedManifest(config, log), visitorId));
}

/**
 * GET /remotes.json: read from disk on every request, so shipping or rolling back a remote is
 * one edit of that file, with no restart and no rebuild of the shell. The answer depends on the
 * visitor (their canary bucket), so no shared cache may keep it.
 */
export async function remotesManifestRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.route({
    ...platformRoutes.remotesManifest,
    handler: async (request, reply) => {
      const body = await readRemotesManifest(config, app.log, visitorIdOf(request, reply));
      return reply.header('Cache-Control', 'private, no-cache').type('application/json; charset=utf-8').send(body);
    },
  });
}
