import type { Server } from 'node:http';
import {
  LogController,
  type FastifyError,
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import type { ServerConfig } from '../config';
import { requestIdOf } from './requestId';
import { strictSchemaController } from './strictInput';

export const BAD_URL_MESSAGE = 'Alamat yang diminta tidak valid';
export const SERVER_FAULT_MESSAGE = 'Terjadi kesalahan pada server';

export interface LogDestination {
  write(line: string): void;
}

/**
 * Errors the router meets before any route or error handler runs (an undecodable URL such as
 * `/api/blog/%FF`): the same JSON `{ message }` as every other refusal, not Fastify's English.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_BAD_URL' || (error.statusCode ?? 500) < 500) {
    void reply.header('X-Request-Id', request.id);
    void reply.code(400).type('application/json; charset=utf-8').send({ message: BAD_URL_MESSAGE });
    return;
  }
  request.log.error({ err: error }, 'framework error');
  void reply.header('X-Request-Id', request.id);
  void reply.code(500).type('application/json; charset=utf-8').send({ message: SERVER_FAULT_MESSAGE });
}

/**
 * Fastify's options for timeouts, limits, strict input and the log. The server may face clients
 * directly (no proxy), so nothing waits for a slow client for ever.
 */
export function serverOptions(config: ServerConfig, logDestination?: LogDestination): FastifyHttpOptions<Server> {
  const { limits } = config;
  return {
    // JSON lines on stdout (pino); a 5xx is logged with its request id and stack by the error handler.
    logger: { level: config.logLevel, ...(logDestination ? { stream: logDestination } : {}) },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Every request's log lines carry `reqId`: a safe incoming X-Request-Id or a new UUID (requestId.ts);
    // the header is read there, so Fastify's own header reading (which keeps any value) is off.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: limits.bodyLimitBytes,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    // Node checks request and header timeouts on this interval (default 30 s, far longer than ours).
    // requireHostHeader: a request without Host gets the JSON 400 of `answerProtocolEdges`, not Node's empty one.
    http: {
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4))),
      requireHostHeader: false,
    },
    frameworkErrors,
    schemaController: strictSchemaController(),
  };
}

/** What only the Node server object takes (set before listen). */
export function applyConnectionLimits(app: FastifyInstance, config: ServerConfig): void {
  app.server.headersTimeout = config.limits.headersTimeoutMs;
  app.server.maxConnections = config.limits.maxConnections;
}
