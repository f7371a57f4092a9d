import { api } from '@tutor/api';
import type { BlogDetail, BlogListPage, BlogPost, BlogRelated } from '@tutor/contract';

/** How many other posts the detail page offers under 'Baca lainnya'. */
export const RELATED_POSTS_LIMIT = 5;

function postPath(slug: string): string {
  return `/api/blog/${encodeURIComponent(slug)}`;
}

/**
 * The blog's calls. The list query takes the request URL itself (not a page number) because a
 * pagination link from the server is followed exactly as given.
 */
export const blogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBlogPage: build.query<BlogListPage, string>({
      query: (requestUrl) => requestUrl,
    }),
    getBlogPost: build.query<BlogPost | null, string>({
      query: (slug) => postPath(slug),
      transformResponse: (answer: BlogDetail) => answer.data,
    }),
    getRelatedBlogPosts: build.query<BlogPost[], string>({
      query: (slug) => ({ url: `${postPath(slug)}/another`, params: { limit: RELATED_POSTS_LIMIT } }),
      // The server honours the limit; slicing keeps the promise of "up to 5" even if it did not.
      transformResponse: (answer: BlogRelated) => answer.data.slice(0, RELATED_POSTS_LIMIT),
    }),
  }),
});

export const { useGetBlogPageQuery, useGetBlogPostQuery, useGetRelatedBlogPostsQuery } = blogApi;
