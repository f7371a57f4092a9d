import type { Kysely, Migration } from 'kysely';

/**
 * A recorded payment names the online charge that paid it (null: the admin's Catat Pembayaran), and
 * a refund is a row of its own (jenis pengembalian, a negative amount). One payment and one refund
 * per charge at most, whatever Midtrans repeats or however notifications race: a unique index.
 */
export const paymentChargeLinksMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('order_payments').addColumn('charge_id', 'text').execute();
    await db.schema
      .alterTable('order_payments')
      .addColumn('jenis', 'text', (c) => c.notNull().defaultTo('pembayaran'))
      .execute();
    await db.schema
      .createIndex('order_payments_charge')
      .on('order_payments')
      .columns(['charge_id', 'jenis'])
      .unique()
      .execute();
  },
};
