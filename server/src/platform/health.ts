import { platformRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../plugins/contractRoutes';

export async function healthRoutes(app: FastifyInstance, databaseKind: string): Promise<void> {
  contractApp(app).route({
    ...platformRoutes.health,
    handler: async () => ({ status: 'ok' as const, database: databaseKind }),
  });
}
