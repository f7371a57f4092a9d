import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isSafeRequestId } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

// An incoming id is kept only when it is short and plain (a proxy's or a client's UUID, nginx's
// `$request_id`): it is echoed in a header and written into the log (@tutor/rules' isSafeRequestId).

/** Fastify's genReqId: the safe incoming `X-Request-Id`, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isSafeRequestId(incoming) ? incoming : randomUUID();
}

/** Every answer names its request (`X-Request-Id`): the browser reports it back with an error. */
export function answerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('X-Request-Id', request.id);
  });
}
