import { feeRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { defaultPackages, searchFees } from '../feeService';

export async function feeRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({ ...routes.defaultPackages, handler: async () => ({ status: 'success' as const, data: await defaultPackages(db) }) });
  api.route({
    ...routes.search,
    handler: async (request, reply) => {
      const result = await searchFees(db, request.query);
      if ('problem' in result) return reply.code(400).send({ message: result.problem });
      return { status: 'success' as const, data: result.packages };
    },
  });
}
