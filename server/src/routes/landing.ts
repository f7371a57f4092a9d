import type { BannerSummary, BestTeacher, BlogTeaser, LevelCard, TeacherReviewPair, TestimonyPage } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import { cachedFor } from '../domain/cache';
import * as landing from '../queries/landing';
import type { ApiContext } from './context';
import { pageOnlyQuery, querySchema } from './schemaParts';

const noQuery = { querystring: querySchema({}) };
/** The banner aggregates every review; a minute of staleness is invisible to visitors. */
export const BANNER_TTL_MS = 60_000;

export async function landingRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const banner = cachedFor(BANNER_TTL_MS, () => landing.bannerSummary(db));
  app.get('/api/landing/banner-summary', { schema: noQuery }, async (): Promise<BannerSummary> => banner());
  app.get('/api/landing/list-level', { schema: noQuery }, async (): Promise<LevelCard[]> => landing.levelCards(db));
  app.get('/api/landing/best-teacher-of-the-month', { schema: noQuery }, async (): Promise<BestTeacher[]> => landing.bestTeachersOfTheMonth(db));
  app.get('/api/landing/teacher-review', { schema: noQuery }, async (): Promise<TeacherReviewPair[]> => landing.teacherReviewPairs(db));
  app.get('/api/landing/blog', { schema: noQuery }, async (): Promise<BlogTeaser[]> => landing.blogTeasers(db));
  app.get<{ Querystring: { page: number } }>(
    '/api/landing/testimony',
    { schema: { querystring: pageOnlyQuery } },
    async (request): Promise<TestimonyPage> => landing.testimonyPage(db, request.query.page),
  );
}
