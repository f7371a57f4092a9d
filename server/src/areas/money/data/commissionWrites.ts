import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** The money ledger only grows: a commission's reversal is another row. */
export async function appendCommission(
  trx: Transaction<Database>,
  row: {
    owner_id: number;
    referral_code_id: number;
    order_id: number;
    jenis: 'komisi' | 'pembalikan';
    amount: number;
    created_at: string;
  },
): Promise<void> {
  await trx
    .insertInto('money_ledger')
    .values({ ...row, sumber: 'komisi', meeting_id: null, state: 'tertunda' })
    .execute();
}
