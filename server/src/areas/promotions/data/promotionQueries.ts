import type { Discount } from '@tutor/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

export async function activePublicDiscounts(db: Kysely<Database>, today: string): Promise<Discount[]> {
  return db
    .selectFrom('discounts')
    .select(['kode', 'tgl_expired', 'keterangan'])
    .where('publik', '=', 1)
    .where('tgl_expired', '>=', today)
    .orderBy('tgl_expired')
    .orderBy('kode')
    .execute();
}

/** When the number asked for the discount info, if it did. */
export async function claimedAt(db: Kysely<Database>, number: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('discount_claims')
    .select('created_at')
    .where('number_whatsapp', '=', number)
    .executeTakeFirst();
  return row?.created_at;
}

export async function insertClaim(
  trx: Transaction<Database>,
  claim: { number: string; createdAt: string },
): Promise<void> {
  await trx
    .insertInto('discount_claims')
    .values({ number_whatsapp: claim.number, created_at: claim.createdAt })
    .execute();
}

/** Whether the code is one of the discount codes (listed publicly, never typed into an order). */
export async function isDiscountCode(db: Kysely<Database>, kode: string): Promise<boolean> {
  const row = await db.selectFrom('discounts').select('id').where('kode', '=', kode).executeTakeFirst();
  return row !== undefined;
}

export async function referralCode(db: Kysely<Database>, kode: string) {
  return db
    .selectFrom('referral_codes as rc')
    .innerJoin('referral_owners as ro', 'ro.id', 'rc.owner_id')
    .select(['rc.id', 'rc.kode', 'rc.aktif', 'rc.owner_id', 'ro.user_id'])
    .where('rc.kode', '=', kode)
    .executeTakeFirst();
}

/** true when the address is new */
export async function addSubscriber(db: Kysely<Database>, email: string, createdAt: string): Promise<boolean> {
  const inserted = await db
    .insertInto('newsletter_subscribers')
    .values({ email, created_at: createdAt })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** When the latest message on this channel to this recipient was queued (ISO), if ever. */
export async function lastMessageAt(
  db: Kysely<Database>,
  channel: string,
  recipient: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('created_at')
    .where('channel', '=', channel)
    .where('recipient', '=', recipient)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}
