import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/** Landing content: testimonials, blog posts, partner logos and site counters. */
export function contentMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('testimonials'), kind)
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('peran', 'text', (c) => c.notNull())
        .addColumn('foto', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull())
        .addColumn('testimoni', 'text', (c) => c.notNull())
        .addColumn('tanggal', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('blog_posts'), kind)
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('judul', 'text', (c) => c.notNull())
        .addColumn('gambar', 'text', (c) => c.notNull())
        .addColumn('tanggal', 'text', (c) => c.notNull())
        .addColumn('jam', 'text', (c) => c.notNull())
        .addColumn('isi', 'text', (c) => c.notNull())
        .addColumn('ringkasan', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('blog_posts_published_idx')
        .on('blog_posts')
        .columns(['tanggal', 'jam', 'id'])
        .execute();

      await withIdColumn(db.schema.createTable('partners'), kind)
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('jenis', 'text', (c) => c.notNull())
        .addColumn('logo', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('site_stats')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
