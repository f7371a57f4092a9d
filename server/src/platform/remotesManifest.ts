import { readFile } from 'node:fs/promises';
import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

/** The current remotes.json text: the deployments' copy, else the built-in default. */
export function readRemotesManifest(config: ServerConfig): Promise<string> {
  return readFile(config.remotesManifest, 'utf8').catch(() => readFile(config.defaultRemotesManifest, 'utf8'));
}

/**
 * GET /remotes.json: read from disk on every request, so shipping or rolling back a remote is
 * one edit of that file, with no restart and no rebuild of the shell.
 */
export async function remotesManifestRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.route({
    ...platformRoutes.remotesManifest,
    handler: async (_request, reply) => {
      const body = await readRemotesManifest(config);
      return reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8').send(body);
    },
  });
}
