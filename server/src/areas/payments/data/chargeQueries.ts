/** The charges' SQL: every write that decides something is one conditional UPDATE (safe on both databases). */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentChargeTable } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;
export type ChargeRow = Selectable<PaymentChargeTable>;

export function chargeById(db: Db, id: string): Promise<ChargeRow | undefined> {
  return db.selectFrom('payment_charges').selectAll().where('id', '=', id).executeTakeFirst();
}

export function chargesOfOrder(db: Db, orderId: number): Promise<ChargeRow[]> {
  return db
    .selectFrom('payment_charges')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function waitingCharge(db: Db, orderId: number, metode: string): Promise<ChargeRow | undefined> {
  return db
    .selectFrom('payment_charges')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('metode', '=', metode)
    .where('status', '=', 'menunggu')
    .executeTakeFirst();
}

/** Inserts the charge unless one of this order and method already waits (the partial unique index): answers whether it did. */
export async function insertCharge(db: Db, row: Insertable<PaymentChargeTable>): Promise<boolean> {
  const result = await db
    .insertInto('payment_charges')
    .values(row)
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Keeps Midtrans' latest answer; true only when it differs from the one kept. */
export async function keepRawStatus(db: Db, id: string, raw: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_charges')
    .set({ raw_status: raw, updated_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('raw_status', 'is', null), eb('raw_status', '!=', raw)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** menunggu → `to`, only from menunggu: of any number of racing callers one wins. */
export async function closeCharge(db: Db, id: string, to: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_charges')
    .set({ status: to, closed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'menunggu')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Waiting charges not looked at since `before`, oldest first (the re-read job's candidates). */
export function staleWaitingCharges(db: Db, before: string, limit: number): Promise<ChargeRow[]> {
  return db
    .selectFrom('payment_charges')
    .selectAll()
    .where('status', '=', 'menunggu')
    .where('updated_at', '<=', before)
    .orderBy('updated_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Claims one charge for this re-read (it still has the stamp this process read): one process per round. */
export async function leaseCharge(db: Db, charge: ChargeRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_charges')
    .set({ updated_at: now })
    .where('id', '=', charge.id)
    .where('status', '=', 'menunggu')
    .where('updated_at', '=', charge.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countWaitingCharges(db: Db): Promise<number> {
  const row = await db
    .selectFrom('payment_charges')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'menunggu')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Paid charges of an order not refunded yet. */
export function refundableCharges(db: Db, orderId: number): Promise<ChargeRow[]> {
  return db
    .selectFrom('payment_charges')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('status', '=', 'lunas')
    .where('refund', 'is', null)
    .orderBy('created_at')
    .execute();
}

/**
 * Marks a paid charge refunded (online or manual), once: the conditional UPDATE refuses a second.
 * The refund's negative row of the order's payments is the lifecycle's (insertRefund).
 */
export async function markRefunded(
  trx: Transaction<Database>,
  charge: ChargeRow,
  how: 'online' | 'manual',
  now: string,
): Promise<boolean> {
  const marked = await trx
    .updateTable('payment_charges')
    .set({ refund: how, updated_at: now })
    .where('id', '=', charge.id)
    .where('refund', 'is', null)
    .executeTakeFirst();
  return Number(marked.numUpdatedRows) === 1;
}

/**
 * Claims the admins' notice of this kind about a charge (a wrong amount, a payment not recorded, a
 * refund refused), in the notice's transaction: true once per charge and kind, however often
 * Midtrans repeats itself or the re-read job reads the same status again.
 */
export async function claimAdminNotice(trx: Transaction<Database>, id: string, kind: string): Promise<boolean> {
  const result = await trx
    .updateTable('payment_charges')
    .set({ admin_notice: kind })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('admin_notice', 'is', null), eb('admin_notice', '!=', kind)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Claims a paid charge's refund for this attempt (it still has the stamp this process read): one process calls Midtrans. */
export async function leaseRefund(db: Db, charge: ChargeRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('payment_charges')
    .set({ updated_at: now })
    .where('id', '=', charge.id)
    .where('status', '=', 'lunas')
    .where('refund', 'is', null)
    .where('updated_at', '=', charge.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Paid charges of cancelled orders not refunded yet and not tried since `before`: a refund Midtrans refused, to retry. */
export function refundsDue(db: Db, before: string, limit: number): Promise<ChargeRow[]> {
  return db
    .selectFrom('payment_charges as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .selectAll('c')
    .where('o.status', '=', 'dibatalkan')
    .where('c.status', '=', 'lunas')
    .where('c.refund', 'is', null)
    .where('c.updated_at', '<=', before)
    .orderBy('c.updated_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();
}
