import type { Kysely, Migration } from 'kysely';

/**
 * Long lists read a page at a time by keyset (timestamp, id), newest first: each list's filter,
 * then its sort key and the id that breaks ties, so a page is one index range on SQLite and
 * PostgreSQL alike. They replace the (filter, timestamp) indexes of 008 and 009, which a page after
 * a cursor with ties could not use to the end.
 */
export const listPagingMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    // the admin's desk, everyone's orders
    await db.schema.createIndex('orders_created_id').on('orders').columns(['created_at', 'id']).execute();
    // a student's orders
    await db.schema
      .createIndex('orders_user_created_id')
      .on('orders')
      .columns(['user_id', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('orders_user_created').execute();
    // the desk by status, and its late orders waiting for the admin's contact
    await db.schema
      .createIndex('orders_status_created_id')
      .on('orders')
      .columns(['status', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('orders_status_created').execute();
    // the job board (mencari_guru by newest change) and the late openings without proposals
    await db.schema
      .createIndex('orders_status_updated_id')
      .on('orders')
      .columns(['status', 'updated_at', 'id'])
      .execute();
    // a teacher's applications
    await db.schema
      .createIndex('order_applications_teacher_created_id')
      .on('order_applications')
      .columns(['teacher_user_id', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('order_applications_teacher').execute();
  },
};
