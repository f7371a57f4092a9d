import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { HashingBusy } from '../lib/hashSlots';
import { drainRequest } from './bodyRules';
import { FIELD_LABELS, FIELD_REQUIRED_MESSAGES } from './fieldLabels';
import { RATE_LIMITED_MESSAGE } from './rateLimits';
import { SERVER_FAULT_MESSAGE } from './serverOptions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** replaces the generic message when this route's schema rejects a request */
    validationMessage?: string;
  }
}

type ValidationError = NonNullable<FastifyError['validation']>[number];

function validationMessage(request: FastifyRequest, issue: ValidationError | undefined): string {
  const routeMessage = request.routeOptions.config.validationMessage;
  if (routeMessage) return routeMessage;
  const missing = issue?.params?.missingProperty;
  const field = typeof missing === 'string' ? missing : issue?.instancePath?.replace(/^\//, '').split('/')[0];
  if (!field) return 'Data permintaan tidak valid';
  const required = FIELD_REQUIRED_MESSAGES[field];
  if (required && (typeof missing === 'string' || issue?.keyword === 'minItems')) return required;
  const label = FIELD_LABELS[field] ?? field;
  return typeof missing === 'string' ? `${label} harus diisi` : `${label} tidak valid`;
}

/** Past this, a refused body is not worth reading to the end: the connection is closed instead. */
export const DRAINED_BODY_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Every failure leaves as JSON `{ message }` in Indonesian. Input problems are 4xx; only a real
 * fault of ours is a 500, and its details stay in the log.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send({ message: validationMessage(request, error.validation[0]) });
    }
    if (error instanceof HashingBusy)
      return reply.code(503).header('Retry-After', String(error.retryAfterSeconds)).send({ message: error.message });
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Fastify asks to close the connection on a refused body while the client may still be
      // writing it; closing with unread bytes resets the connection, sometimes before the client
      // has read this answer. The rest of the body (declared or chunked, up to a bound) is read off
      // the wire first; then the answer arrives cleanly and the connection may stay open.
      return drainRequest(request.raw, DRAINED_BODY_MAX_BYTES).then((ended) => {
        if (ended) reply.removeHeader('connection');
        // answered by Fastify from the resolved value (wrap-thenable), as for an async handler
        reply.code(413);
        return { message: 'Data yang dikirim terlalu besar' };
      });
    }
    if (status === 429) return reply.code(429).send({ message: RATE_LIMITED_MESSAGE });
    if (status === 415) return reply.code(415).send({ message: 'Format data tidak didukung' });
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return reply.code(400).send({ message: 'Data permintaan kosong' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
      return reply.code(400).send({ message: 'Format JSON tidak valid' });
    }
    if (status >= 400 && status < 500) return reply.code(status).send({ message: 'Permintaan tidak valid' });
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: SERVER_FAULT_MESSAGE });
  });
}
