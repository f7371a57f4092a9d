import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { contractApp } from '../plugins/contractRoutes';
import { cacheControlFor } from './cacheHeaders';
import { remoteRoot } from './remoteFiles';
import { visitorIdOf } from './canaryVisitor';
import { createShellPage, type PageViewed } from './shellPage';

/** What an address no route serves answers (also /metrics where metrics are off). */
export const UNKNOWN_ADDRESS_MESSAGE = 'Alamat tidak ditemukan';

function notFound(reply: FastifyReply) {
  return reply.code(404).type('application/json; charset=utf-8').send({ message: 'Berkas tidak ditemukan' });
}

/**
 * Serves the built shell at / and each remote build at /remotes/<folder>/. Unknown page paths get
 * the shell's index.html (client-side routing); unknown API paths get a JSON 404.
 */
export async function staticSiteRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  pageViewed?: PageViewed,
): Promise<void> {
  const shellBuilt = existsSync(path.join(config.shellDir, 'index.html'));

  await app.register(fastifyStatic, {
    root: config.shellDir,
    prefix: '/',
    index: false,
    wildcard: true,
    // Without a built shell the API still runs (development, server tests); reply.sendFile stays.
    serve: shellBuilt as true,
    // Our own Cache-Control per file (setHeaders) instead of the plugin's max-age=0.
    cacheControl: false,
    // The builds carry .br and .gz beside every text file (shared/mf/production.js): sent as they
    // are, no compression work per request. Also used by reply.sendFile for the remote folders.
    preCompressed: true,
    setHeaders: (response, filePath) => response.setHeader('Cache-Control', cacheControlFor(filePath)),
  });

  const shellPage = createShellPage(app, config, pageViewed);
  // The page may carry the visitor's own data (rendered with the session cookie): no shared cache keeps it.
  const sendShellPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const visitorId = visitorIdOf(request, reply);
    const html = await shellPage({
      url: request.url,
      visitor: { cookie: request.headers.cookie, ip: request.ip },
      visitorId,
    });
    return reply.header('Cache-Control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
  };

  app.route({
    ...platformRoutes.shellPage,
    handler: async (request, reply) => (shellBuilt ? sendShellPage(request, reply) : notFound(reply)),
  });

  contractApp(app).route({
    ...platformRoutes.remoteFile,
    handler: async (request, reply) => {
      const root = remoteRoot(config, request.params.folder);
      const file = request.params['*'];
      // ssr/ is the server's rendering code, not a file of the site
      if (!root || !file || file.split('/').includes('..') || file.startsWith('ssr/')) return notFound(reply);
      if (!existsSync(path.join(root, file))) return notFound(reply);
      reply.header('Access-Control-Allow-Origin', '*');
      return reply.sendFile(file, root, { cacheControl: false });
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      !url.startsWith('/remotes/') &&
      path.extname(url) === '';
    if (wantsPage && shellBuilt) return sendShellPage(request, reply);
    return reply.code(404).type('application/json; charset=utf-8').send({ message: UNKNOWN_ADDRESS_MESSAGE });
  });
}
