/**
 * The rows of an order's payments (order_payments, the ledger the order's dibayar sums): the
 * lifecycle writes them all. The ledger only grows: a refund is a new, negative row.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type PaymentRow = {
  order_id: number;
  jumlah: number;
  recorded_by: number;
  charge_id: string | null;
  created_at: string;
};

export async function insertPayment(trx: Transaction<Database>, row: PaymentRow): Promise<void> {
  await trx.insertInto('order_payments').values(row).execute();
}

/**
 * A refund: what the admin recorded by hand (no charge) or one paid online charge (the payments
 * area calls it; the unique (charge_id, jenis) index refuses a second refund of one charge).
 */
export async function insertRefund(trx: Transaction<Database>, row: PaymentRow): Promise<void> {
  await trx
    .insertInto('order_payments')
    .values({ ...row, jenis: 'pengembalian' })
    .execute();
}
