import { blogRoutes as routes, RELATED_POSTS_DEFAULT } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { blogPage, blogPostBySlug, otherPosts } from '../data/blogQueries';

export async function blogRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({ ...routes.list, handler: (request) => blogPage(db, request.query.page ?? 1) });
  // An unknown slug is not an error: the page shows its "content not available" card.
  api.route({
    ...routes.detail,
    handler: async (request) => ({ data: (await blogPostBySlug(db, request.params.slug)) ?? null }),
  });
  api.route({
    ...routes.related,
    handler: async (request) => ({
      data: await otherPosts(db, request.params.slug, request.query.limit ?? RELATED_POSTS_DEFAULT),
    }),
  });
}
