import type { BlogDetail, BlogListPage, BlogRelated } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import { blogPage, blogPostBySlug, otherPosts } from '../queries/blog';
import type { ApiContext } from './context';
import { pageOnlyQuery, querySchema } from './schemaParts';

export const RELATED_POSTS_DEFAULT = 5;
export const RELATED_POSTS_MAX = 20;

const slugParams = { type: 'object', properties: { slug: { type: 'string', minLength: 1, maxLength: 200 } }, required: ['slug'] } as const;

export async function blogRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.get<{ Querystring: { page: number } }>(
    '/api/blog',
    { schema: { querystring: pageOnlyQuery } },
    async (request): Promise<BlogListPage> => blogPage(db, request.query.page),
  );

  // An unknown slug is not an error: the page shows its "content not available" card.
  app.get<{ Params: { slug: string } }>(
    '/api/blog/:slug',
    { schema: { params: slugParams, querystring: querySchema({}) } },
    async (request): Promise<BlogDetail> => ({ data: await blogPostBySlug(db, request.params.slug) }),
  );

  app.get<{ Params: { slug: string }; Querystring: { limit: number } }>(
    '/api/blog/:slug/another',
    {
      schema: {
        params: slugParams,
        querystring: querySchema({ limit: { type: 'integer', minimum: 1, maximum: RELATED_POSTS_MAX, default: RELATED_POSTS_DEFAULT } }),
      },
    },
    async (request): Promise<BlogRelated> => ({ data: await otherPosts(db, request.params.slug, request.query.limit) }),
  );
}
