import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { remotesManifestStore } from './remotesManifestStore';

/**
 * GET /remotes.json: read from disk on every request, so shipping or rolling back a remote is
 * one edit of that file, with no restart and no rebuild of the shell.
 */
export async function remotesManifestRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const store = remotesManifestStore(config, app.log);
  app.route({
    ...platformRoutes.remotesManifest,
    handler: async (_request, reply) => {
      const { body } = await store.read();
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(body);
    },
  });
}
