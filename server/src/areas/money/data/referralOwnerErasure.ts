/** The money area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import { DELETED_ACCOUNT_NAME } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** The account's referral code stays a payee of the ledger, under no name. */
export async function anonymiseReferralOwnerOf(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.updateTable('referral_owners').set({ nama: DELETED_ACCOUNT_NAME }).where('user_id', '=', userId).execute();
}
