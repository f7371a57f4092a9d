import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * Reviews written by students in the same table as the seeded ones, so averages,
 * counts and rating buckets come from all of them: the order a review is about (null for the
 * seeded reviews), whether an admin hid it (it then leaves the averages) or picked it for the home
 * page, and the history of those acts with their reasons. One review per teacher per order: the
 * unique key makes a doubled submit one row (NULL order ids never collide on either database).
 */
export function reviewsMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable('teacher_reviews')
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .execute();
      await db.schema
        .alterTable('teacher_reviews')
        .addColumn('disembunyikan', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('teacher_reviews')
        .addColumn('testimoni', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createIndex('teacher_reviews_order_teacher')
        .unique()
        .on('teacher_reviews')
        .columns(['order_id', 'teacher_id'])
        .execute();

      await withIdColumn(db.schema.createTable('review_history'), kind)
        .addColumn('review_id', 'integer', (c) => c.notNull().references('teacher_reviews.id').onDelete('cascade'))
        // ditulis | disembunyikan | dijadikan_testimoni
        .addColumn('aksi', 'text', (c) => c.notNull())
        .addColumn('alasan', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('review_history_review').on('review_history').columns(['review_id', 'id']).execute();
    },
  };
}
