import type { Insertable, Transaction } from 'kysely';
import type { Database, Db, PayoutTable } from '../../../db/schema';

/** A new payout request, as it is stored. */
export async function insertPayout(trx: Transaction<Database>, row: Insertable<PayoutTable>) {
  return trx.insertInto('payouts').values(row).returningAll().executeTakeFirstOrThrow();
}

/** Marks the requested payout paid: one conditional UPDATE, so a second press changes nothing (false). */
export async function setPayoutPaid(
  trx: Transaction<Database>,
  id: number,
  paid: { paidBy: number; now: string },
): Promise<boolean> {
  const updated = await trx
    .updateTable('payouts')
    .set({ status: 'dibayar', paid_at: paid.now, paid_by: paid.paidBy })
    .where('id', '=', id)
    .where('status', '=', 'diminta')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function payoutExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('payouts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
