import type { Discount, DiscountClaim } from '@tutor/contract';
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

export async function claimOf(db: Kysely<Database>, number: string): Promise<DiscountClaim | undefined> {
  return db
    .selectFrom('discount_claims as dc')
    .innerJoin('discounts as d', 'd.id', 'dc.discount_id')
    .select(['dc.number_whatsapp', 'd.kode', 'd.keterangan', 'd.tgl_expired'])
    .where('dc.number_whatsapp', '=', number)
    .executeTakeFirst();
}

export async function insertClaim(
  trx: Transaction<Database>,
  claim: { number: string; kode: string; keterangan: string; tgl_expired: string; persen: number; createdAt: string },
): Promise<void> {
  const discount = await trx
    .insertInto('discounts')
    .values({ kode: claim.kode, keterangan: claim.keterangan, tgl_expired: claim.tgl_expired, persen: claim.persen, publik: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('discount_claims').values({ number_whatsapp: claim.number, discount_id: discount.id, created_at: claim.createdAt }).execute();
}

export async function referralCode(db: Kysely<Database>, kode: string) {
  return db.selectFrom('referral_codes').select(['kode', 'aktif']).where('kode', '=', kode).executeTakeFirst();
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
