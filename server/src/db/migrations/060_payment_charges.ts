import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Online payment (Midtrans Core API): one row per charge, its id our own unique charge id (Midtrans'
 * order_id). At most one charge of an order and method waits at a time (a partial unique index: the
 * same method pressed twice answers the waiting one), and what to pay with (a virtual account, a
 * bill key, a QR string, a deeplink) is stored as Midtrans answered it.
 */
export const paymentChargesMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('payment_charges')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      /** 1..N: the instalment it pays */
      .addColumn('instalment', 'integer', (c) => c.notNull())
      .addColumn('metode', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      /** menunggu, lunas, kedaluwarsa, batal */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('va_number', 'text')
      .addColumn('bill_key', 'text')
      .addColumn('biller_code', 'text')
      .addColumn('qr_string', 'text')
      .addColumn('deeplink', 'text')
      /** Midtrans' last status answer as JSON, as it came */
      .addColumn('raw_status', 'text')
      /** null, or how a paid charge of a cancelled order is refunded: online (the API), manual (the desk) */
      .addColumn('refund', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      /** when it left menunggu (paid, expired, cancelled) */
      .addColumn('closed_at', 'text')
      .execute();
    await db.schema
      .createIndex('payment_charges_order')
      .on('payment_charges')
      .columns(['order_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('payment_charges_one_waiting')
      .on('payment_charges')
      .columns(['order_id', 'metode'])
      .unique()
      .where(sql.ref('status'), '=', sql.lit('menunggu'))
      .execute();
    await db.schema
      .createIndex('payment_charges_waiting')
      .on('payment_charges')
      .columns(['status', 'updated_at'])
      .execute();
  },
};
