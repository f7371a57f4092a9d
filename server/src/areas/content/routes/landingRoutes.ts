import { landingRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { cachedFor } from '../../../lib/cache';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import * as landing from '../data/landingQueries';

/** The banner aggregates every review; a minute of staleness is invisible to visitors. */
export const BANNER_TTL_MS = 60_000;

export async function landingRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const banner = cachedFor(BANNER_TTL_MS, () => landing.bannerSummary(db));
  api.route({ ...routes.bannerSummary, handler: () => banner() });
  api.route({ ...routes.levels, handler: () => landing.levelCards(db) });
  api.route({ ...routes.bestTeachers, handler: () => landing.bestTeachersOfTheMonth(db) });
  api.route({ ...routes.teacherReviews, handler: () => landing.teacherReviewPairs(db) });
  api.route({ ...routes.blogTeasers, handler: () => landing.blogTeasers(db) });
  api.route({ ...routes.testimony, handler: (request) => landing.testimonyPage(db, request.query.page ?? 1) });
}
