/** Blog list, detail, related posts and the landing teasers. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, ClockTime, IsoDate, NoQuery, PageOnlyQuery, PaginationLink, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const BlogPost = Answer({
  id: Type.Integer(),
  slug: Type.String(),
  judul: Type.String(),
  gambar: Type.String(),
  tanggal: IsoDate,
  /** HH:mm (WIB) */
  jam: ClockTime,
  /** sanitised HTML */
  isi: Type.String(),
});
export type BlogPost = Static<typeof BlogPost>;

export const BlogListPage = Answer({
  data: Type.Array(BlogPost),
  links: Type.Array(PaginationLink),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total: Type.Integer(),
});
export type BlogListPage = Static<typeof BlogListPage>;

export const BlogDetail = Answer({ data: Type.Union([BlogPost, Type.Null()]) });
export type BlogDetail = Static<typeof BlogDetail>;

export const BlogRelated = Answer({ data: Type.Array(BlogPost) });
export type BlogRelated = Static<typeof BlogRelated>;

/** The home page's teaser has the same fields as a post (isi is the sanitised HTML). */
export const BlogTeaser = BlogPost;
export type BlogTeaser = Static<typeof BlogTeaser>;

export const RELATED_POSTS_DEFAULT = 5;
export const RELATED_POSTS_MAX = 20;

const tags = ['content'] as const;
const SlugParams = Query({ slug: Type.String({ minLength: 1, maxLength: 200 }) });

export const blogRoutes = {
  list: route({
    method: 'GET',
    url: '/api/blog',
    schema: {
      summary: 'A page of blog posts with pagination links',
      tags,
      querystring: PageOnlyQuery,
      response: { 200: BlogListPage, ...ERROR_RESPONSES },
    },
  }),
  detail: route({
    method: 'GET',
    url: '/api/blog/:slug',
    schema: {
      summary: 'One post; an unknown slug answers data: null (the page shows its "content not available" card)',
      tags,
      params: SlugParams,
      querystring: NoQuery,
      response: { 200: BlogDetail, ...ERROR_RESPONSES },
    },
  }),
  related: route({
    method: 'GET',
    url: '/api/blog/:slug/another',
    schema: {
      summary: 'Other posts for the "Baca lainnya" list',
      tags,
      params: SlugParams,
      querystring: Query({
        limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RELATED_POSTS_MAX, default: RELATED_POSTS_DEFAULT })),
      }),
      response: { 200: BlogRelated, ...ERROR_RESPONSES },
    },
  }),
};
