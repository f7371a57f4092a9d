import { createHash, timingSafeEqual } from 'node:crypto';
import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { contractApp } from '../plugins/contractRoutes';
import { UNKNOWN_ADDRESS_MESSAGE } from './staticSite';

export const METRICS_UNAUTHORIZED_MESSAGE = 'Token metrik tidak valid';

/** Prometheus' metrics of one app: its own registry (tests build several apps in one process). */
export interface Metrics {
  registry: Registry;
}

const MISNAMED_DEFAULT_GAUGES = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * A registry with the process' own metrics (CPU, memory, event loop lag, handles, GC) and, added
 * by `addGauges`, what the database knows (outbox, job lags, remote errors: areas/platform).
 */
export function createMetrics(addGauges?: (registry: Registry) => void): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  // prom-client 15 names three gauges `*_total`, which promtool's lint refuses (a suffix for
  // counters); their per-type gauges without the suffix (`nodejs_active_handles{type}`, ...) stay.
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  addGauges?.(registry);
  return { registry };
}

/** Seconds buckets from a fast cached answer to the request timeout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Every answer observed by its route pattern (`/api/pesanan/:kode`, never the raw URL, so the
 * label set stays small), method and status. `unmatched` is what no route declared (404s).
 */
export function observeRequests(app: FastifyInstance, { registry }: Metrics): void {
  const labelNames = ['method', 'route', 'status'] as const;
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its answer being sent, by route pattern and status',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answers sent, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    duration.observe(labels, reply.elapsedTime / 1000);
    requests.inc(labels);
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared in constant time: the answer's timing tells nothing about the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/** GET /metrics: 404 without METRICS_TOKEN (the route does not exist for the world), 401 without the token. */
export async function metricsRoutes(
  app: FastifyInstance,
  { registry }: Metrics,
  token: string | undefined,
): Promise<void> {
  contractApp(app).route({
    ...platformRoutes.metrics,
    handler: async (request, reply) => {
      if (!token) return reply.code(404).send({ message: UNKNOWN_ADDRESS_MESSAGE });
      if (!bearerMatches(request.headers.authorization, token))
        return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: METRICS_UNAUTHORIZED_MESSAGE });
      const text = await registry.metrics();
      return reply.header('Cache-Control', 'no-store').type(registry.contentType).send(text);
    },
  });
}
