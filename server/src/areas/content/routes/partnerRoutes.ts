import { partnerRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { cachedFor } from '../../../lib/cache';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { partnerList } from '../data/partnerQueries';

/**
 * Partners change only with a migration or a new seed, so the list is read once an hour per
 * process and browsers and proxies may keep it as long (the logos themselves keep a day).
 */
export const PARTNERS_MAX_AGE_SECONDS = 3600;

export async function partnerRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const partners = cachedFor(PARTNERS_MAX_AGE_SECONDS * 1000, () => partnerList(db));
  contractApp(app).route({
    ...routes.list,
    handler: async (_request, reply) => {
      reply.header('Cache-Control', `public, max-age=${PARTNERS_MAX_AGE_SECONDS}`);
      return partners();
    },
  });
}
