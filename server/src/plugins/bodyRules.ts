import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';

export const BODY_NOT_ACCEPTED_MESSAGE = 'Permintaan ini tidak menerima data';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The body the OpenAPI document lets a body-less write carry (`EMPTY_BODY` in openapiDocument.ts): `{}`. */
const isEmptyObject = (body: unknown) =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;

const refuseBody: preValidationHookHandler = async (request, reply) => {
  if (request.body !== undefined && !isEmptyObject(request.body))
    return reply.code(400).send({ message: BODY_NOT_ACCEPTED_MESSAGE });
  return undefined;
};

/**
 * A write whose contract declares no body refuses one (400) before the handler acts: `null`,
 * `[[[[1]]]]` or `{"a":1}` used to reach handlers that then acted (a new calendar URL, a logout).
 * Nothing, or the empty JSON object the OpenAPI document promises generated clients, is taken.
 * Installed as an `onRoute` hook before the API's routes, so every route declared later is covered:
 * routes with a schema (the contract's) and no `body` in it. It runs at preValidation, on the
 * parsed body (too large: 413, a type without a parser: 415, both before this).
 */
export function refuseBodiesOfBodylessRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.schema || route.schema.body !== undefined) return;
    if (!methods.some((method) => WRITE_METHODS.has(method))) return;
    route.preValidation = [...[route.preValidation ?? []].flat(), refuseBody];
  });
}

/**
 * Reads what is left of a request's body and throws it away, up to `maxBytes`: true when the body
 * ended (the connection may carry the answer and stay open), false when it was cut short or is
 * larger than that. Fastify stops reading a body past its limit and asks for `Connection: close`
 * (content-type-parser.js, `onDone`); Node then ends the socket right after the 413 while the
 * client is still writing, and a close with unread bytes in the kernel's receive buffer is sent
 * as a TCP reset, which may reach the client before it has read the 413. Draining first removes
 * the unread bytes.
 */
export function drainRequest(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.complete) return Promise.resolve(true);
  const declared = Number(raw.headers['content-length']);
  if (raw.destroyed || (Number.isFinite(declared) && declared > maxBytes)) return Promise.resolve(false);
  return new Promise((resolve) => {
    let read = 0;
    const finish = (ended: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onCut);
      raw.off('close', onCut);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onCut = () => finish(raw.complete);
    raw.on('data', onData);
    raw.on('end', onEnd);
    raw.on('error', onCut);
    raw.on('close', onCut);
    raw.resume();
  });
}
