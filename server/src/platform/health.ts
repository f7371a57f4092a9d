import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../plugins/contractRoutes';

export const DRAINING_MESSAGE = 'Server sedang berhenti, permintaan dialihkan ke server lain';

/** Whether this process still takes new work: false from the moment it starts to stop. */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

export function readiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}

/**
 * `/api/health`: alive (the process answers). `/api/health/ready`: takes new requests; 503 while
 * it drains (gracefulShutdown.ts), so a load balancer that asks stops sending before it closes.
 */
export async function healthRoutes(app: FastifyInstance, databaseKind: string, ready: Readiness): Promise<void> {
  // Any close drains, whoever started it (a signal, a test, an embedding program).
  app.addHook('preClose', async () => ready.drain());
  contractApp(app).route({
    ...platformRoutes.health,
    handler: async () => ({ status: 'ok' as const, database: databaseKind }),
  });
  contractApp(app).route({
    ...platformRoutes.ready,
    handler: async (_request, reply) => {
      if (ready.draining) return reply.code(503).header('Retry-After', '1').send({ message: DRAINING_MESSAGE });
      return { status: 'siap' as const };
    },
  });
}
