import type { Kysely } from 'kysely';
import { sanitizeBlogHtml } from '../../lib/sanitize';
import { excerpt, plainText, slugify } from '../../lib/text';
import type { Database } from '../schema';
import { insertInBatches } from './batch';
import { BLOG_POSTS } from './content/blogPosts';

export const BLOG_EXCERPT_LENGTH = 220;

export function blogRows() {
  return BLOG_POSTS.map((post, index) => {
    const slug = slugify(post.judul);
    const isi = sanitizeBlogHtml(post.isi);
    return {
      id: index + 1,
      slug,
      judul: post.judul,
      gambar: `/media/blog/${slug}.svg`,
      tanggal: post.tanggal,
      jam: post.jam,
      isi,
      ringkasan: excerpt(plainText(isi), BLOG_EXCERPT_LENGTH),
    };
  });
}

export async function seedBlog(db: Kysely<Database>): Promise<void> {
  await insertInBatches(db, 'blog_posts', blogRows());
}
