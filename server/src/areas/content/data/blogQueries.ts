import type { BlogListPage, BlogPost } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { lastPageOf, offsetOf, paginationLinks } from '../../../lib/pagination';

export const POSTS_PER_PAGE = 6;
export const BLOG_LIST_PATH = '/api/blog';

const POST_COLUMNS = ['id', 'slug', 'judul', 'gambar', 'tanggal', 'jam', 'isi'] as const;

function newestFirst(db: Kysely<Database>) {
  return db
    .selectFrom('blog_posts')
    .select(POST_COLUMNS)
    .orderBy('tanggal', 'desc')
    .orderBy('jam', 'desc')
    .orderBy('id', 'desc');
}

export async function blogPage(db: Kysely<Database>, page: number): Promise<BlogListPage> {
  const [countRow, data] = await Promise.all([
    db
      .selectFrom('blog_posts')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    newestFirst(db).limit(POSTS_PER_PAGE).offset(offsetOf(page, POSTS_PER_PAGE)).execute(),
  ]);
  const total = Number(countRow?.total ?? 0);
  const lastPage = lastPageOf(total, POSTS_PER_PAGE);
  return {
    data,
    links: paginationLinks(BLOG_LIST_PATH, page, lastPage),
    current_page: page,
    last_page: lastPage,
    total,
  };
}

export async function blogPostBySlug(db: Kysely<Database>, slug: string): Promise<BlogPost | null> {
  return (await db.selectFrom('blog_posts').select(POST_COLUMNS).where('slug', '=', slug).executeTakeFirst()) ?? null;
}

/** The newest posts other than `slug` (an unknown slug excludes nothing). */
export async function otherPosts(db: Kysely<Database>, slug: string, limit: number): Promise<BlogPost[]> {
  return newestFirst(db).where('slug', '<>', slug).limit(limit).execute();
}
