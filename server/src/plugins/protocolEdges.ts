import type { FastifyInstance } from 'fastify';

export const NO_HOST_MESSAGE = 'Permintaan tanpa header Host tidak dapat dilayani';
export const CONNECT_REFUSED_MESSAGE = 'Metode CONNECT tidak didukung';

/**
 * Requests Node answers before Fastify sees them, given the JSON `{ message }` every other refusal
 * has (issue 30). Node's own check of the Host header is off (`requireHostHeader: false` in
 * `serverOptions`) so an HTTP/1.1 request without one reaches this hook and gets a JSON 400 instead of
 * Node's empty one. CONNECT never reaches a router: Node hands it to the server's `connect` event,
 * where, with no listener, the socket was left without an answer; now it gets a JSON 405 and is closed.
 */
export function answerProtocolEdges(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      return reply.code(400).header('connection', 'close').send({ message: NO_HOST_MESSAGE });
    }
    return undefined;
  });
  app.server.on('connect', (_request, socket) => {
    const body = JSON.stringify({ message: CONNECT_REFUSED_MESSAGE });
    socket.end(
      [
        'HTTP/1.1 405 Method Not Allowed',
        'Content-Type: application/json; charset=utf-8',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'X-Content-Type-Options: nosniff',
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  });
}
