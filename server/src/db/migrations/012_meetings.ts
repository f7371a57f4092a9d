import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * The lessons: one row per meeting of a paid order, the history of each meeting's
 * moves, and each user's calendar feed (only a hash of its secret). Orders that are already aktif
 * get their meetings here, from their stored schedule, held by the teacher whose application was
 * accepted; an aktif order without an accepted application (none exists) gets none.
 */
export function meetingsMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('meetings'), kind)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('nomor', 'integer', (c) => c.notNull())
        .addColumn('tanggal', 'text', (c) => c.notNull())
        .addColumn('jam', 'text', (c) => c.notNull())
        .addColumn('mata_pelajaran', 'text', (c) => c.notNull())
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id'))
        .addColumn('teacher_user_id', 'integer', (c) => c.notNull().references('users.id'))
        // terjadwal | dilaporkan | disanggah | selesai
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('report_topic', 'text')
        .addColumn('report_note', 'text')
        .addColumn('reported_at', 'text')
        .addColumn('dispute_reason', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('meetings_order_nomor', ['order_id', 'nomor'])
        .execute();
      await db.schema
        .createIndex('meetings_teacher_date')
        .on('meetings')
        .columns(['teacher_user_id', 'tanggal', 'jam'])
        .execute();
      // the 72-hour confirmation looks for reports by age
      await db.schema
        .createIndex('meetings_status_reported')
        .on('meetings')
        .columns(['status', 'reported_at'])
        .execute();

      await withIdColumn(db.schema.createTable('meeting_history'), kind)
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('meeting_history_meeting')
        .on('meeting_history')
        .columns(['meeting_id', 'id'])
        .execute();

      await db.schema
        .createTable('calendar_feeds')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        // the secret is derived from a server key and this generation; a new URL is generation + 1
        .addColumn('generation', 'integer', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await backfillActiveOrders(db);
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema as of this version
async function backfillActiveOrders(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString();
  const orders: { id: number; teacher_id: number; teacher_user_id: number }[] = await db
    .selectFrom('orders as o')
    .innerJoin('order_applications as a', 'a.order_id', 'o.id')
    .select(['o.id', 'a.teacher_id', 'a.teacher_user_id'])
    .where('o.status', '=', 'aktif')
    .where('a.status', '=', 'diterima')
    .orderBy('o.id')
    .execute();
  for (const order of orders) {
    const items: { iterasi: number; tanggal: string; jam: string; mata_pelajaran: string }[] = await db
      .selectFrom('order_schedule_items')
      .select(['iterasi', 'tanggal', 'jam', 'mata_pelajaran'])
      .where('order_id', '=', order.id)
      .orderBy('iterasi')
      .execute();
    for (const [index, item] of items.entries()) {
      const meeting: { id: number } = await db
        .insertInto('meetings')
        .values({
          order_id: order.id,
          nomor: index + 1,
          tanggal: item.tanggal,
          jam: item.jam,
          mata_pelajaran: item.mata_pelajaran,
          teacher_id: order.teacher_id,
          teacher_user_id: order.teacher_user_id,
          status: 'terjadwal',
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('meeting_history')
        .values({
          meeting_id: meeting.id,
          from_status: null,
          to_status: 'terjadwal',
          actor_user_id: null,
          actor_label: 'Sistem',
          note: 'Dibuat dari jadwal pesanan',
          created_at: now,
        })
        .execute();
    }
  }
}
