import { api, contractEndpoints } from '@tutor/api';
import type { RouteAnswer } from '@tutor/contract';

/** How many other posts the detail page offers under 'Baca lainnya'. */
export const RELATED_POSTS_LIMIT = 5;

/**
 * The blog's calls. The list query takes the request URL itself (not a page number) because a
 * pagination link from the server is followed exactly as given: it is the one endpoint whose URL
 * is not built from its route (`GET /api/blog`), though its answer is typed from it.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getBlogPage: build.query<RouteAnswer<'GET /api/blog'>, string>({
        query: (requestUrl) => requestUrl,
      }),
      getBlogPost: route.query('GET /api/blog/:slug', {
        request: (slug: string) => ({ params: { slug } }),
        transformResponse: (answer) => answer.data,
      }),
      getRelatedBlogPosts: route.query('GET /api/blog/:slug/another', {
        request: (slug: string) => ({ params: { slug }, query: { limit: RELATED_POSTS_LIMIT } }),
        // The server honours the limit; slicing keeps the promise of "up to 5" even if it did not.
        transformResponse: (answer) => answer.data.slice(0, RELATED_POSTS_LIMIT),
      }),
    };
  },
});

export const { useGetBlogPageQuery, useGetBlogPostQuery, useGetRelatedBlogPostsQuery } = blogApi;
