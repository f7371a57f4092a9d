import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * From order to lesson: teachers' applications to an opening (a confirmed order) and
 * the payments an admin records. One application per teacher and order, kept by a unique key so
 * two concurrent applies make one row.
 */
export function lifecycleMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('order_applications'), kind)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('teacher_user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
        // menunggu | diusulkan | diterima | tidak_dipilih
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('catatan', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('order_applications_once', ['order_id', 'teacher_user_id'])
        .execute();
      await db.schema
        .createIndex('order_applications_teacher')
        .on('order_applications')
        .columns(['teacher_user_id', 'created_at'])
        .execute();

      await withIdColumn(db.schema.createTable('order_payments'), kind)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('jumlah', 'integer', (c) => c.notNull())
        .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_payments_order').on('order_payments').columns(['order_id']).execute();
    },
  };
}
