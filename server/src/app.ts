import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { refuseBodiesOfBodylessRoutes } from './plugins/bodyRules';
import { installErrorHandler } from './plugins/errors';
import { securityHeaders } from './plugins/securityHeaders';
import { applyConnectionLimits, serverOptions, type LogDestination } from './plugins/serverOptions';
import { openapi, openapiRoutes } from './plugins/openapi';
import { answerProtocolEdges } from './plugins/protocolEdges';
import { answerRequestId } from './plugins/requestId';
import { dynamicCompression } from './platform/compression';
import { healthRoutes, readiness, type Readiness } from './platform/health';
import { createMetrics, metricsRoutes, observeRequests, type Metrics } from './platform/metrics';
import { remotesManifestRoutes } from './platform/remotesManifest';
import { installSecurityHeaders } from './platform/securityHeaders';
import type { PageViewed } from './platform/shellPage';
import { staticSiteRoutes } from './platform/staticSite';

export interface AppOptions {
  config: ServerConfig;
  /** registers the data API (database-backed routes); absent in platform-only tests */
  registerApi?: (app: FastifyInstance) => Promise<void>;
  databaseKind?: string;
  /** registered before any route; the contract test checks every answer here before it is serialised */
  instrument?: (app: FastifyInstance) => Promise<void>;
  /** where the JSON log goes (default stdout); tests read it */
  logDestination?: LogDestination;
  /** counts each page served for a remote per build (the platform area's counters) */
  pageViewed?: PageViewed;
  /** says no on /api/health/ready while the process drains (gracefulShutdown.ts); one of its own by default */
  ready?: Readiness;
  /** GET /metrics' registry (main adds the database's gauges); the process' and requests' metrics by default */
  metrics?: Metrics;
}

export async function buildApp({
  config,
  registerApi,
  databaseKind = 'none',
  instrument,
  logDestination,
  pageViewed,
  ready = readiness(),
  metrics = createMetrics(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...serverOptions(config, logDestination),
    // Rate limits are per client IP; X-Forwarded-For only counts when a proxy in front sets it.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });

  applyConnectionLimits(app, config);
  answerRequestId(app);
  observeRequests(app, metrics);
  answerProtocolEdges(app);
  installErrorHandler(app);
  // Before any route: a write whose contract declares no body refuses one.
  refuseBodiesOfBodylessRoutes(app);
  // request.cookies parsed on every request, reply.setCookie serialised at onSend (lib/cookies.ts: the attributes).
  await app.register(fastifyCookie);
  // Before any route: the OpenAPI document is collected as routes are added.
  await openapi(app);
  if (instrument) await instrument(app);

  installSecurityHeaders(app);
  // Brotli (fast quality) or gzip for every text answer built at run time; static files come
  // pre-compressed (staticSite.ts) and already carry Content-Encoding, which this skips.
  await dynamicCompression(app);
  // Permissions-Policy on every answer; HSTS only over HTTPS (or HSTS=1).
  securityHeaders(app, config);

  await healthRoutes(app, databaseKind, ready);
  await metricsRoutes(app, metrics, config.metricsToken);
  await remotesManifestRoutes(app, config);
  if (registerApi) await registerApi(app);
  await openapiRoutes(app);
  await staticSiteRoutes(app, config, pageViewed);
  return app;
}
