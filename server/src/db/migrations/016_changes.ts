import type { Kysely, Migration } from 'kysely';

/**
 * Changes to a running order (issue 26). A renewal is an order that names the order it continues
 * and, while its offer to that order's teacher is open, the teacher and the instant the offer
 * lapses (the offer job clears both: the order is then an ordinary opening). The order history
 * gains a note for what a state alone does not say: a teacher change's reason, an offer's answer.
 */
export const changesMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('orders')
      .addColumn('renewal_of_order_id', 'integer', (c) => c.references('orders.id'))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('offer_teacher_id', 'integer', (c) => c.references('teachers.id'))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('offer_teacher_user_id', 'integer', (c) => c.references('users.id'))
      .execute();
    await db.schema.alterTable('orders').addColumn('offer_until', 'text').execute();
    // the offer job looks for lapsed offers by their deadline
    await db.schema.createIndex('orders_offer_until').on('orders').column('offer_until').execute();
    await db.schema.alterTable('order_history').addColumn('note', 'text').execute();
  },
};
