import { randomBytes } from 'node:crypto';
import type { DiscountClaim } from '@tutor/contract';
import { addDaysIso } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { claimOf, insertClaim } from './data/promotionQueries';

export const CLAIM_VALID_DAYS = 30;
export const CLAIM_PERCENT = 25;
const CLAIM_DESCRIPTION = 'Diskon 25% untuk pemesanan les privat pertama. Sebutkan kode ini kepada admin melalui WhatsApp.';
/** No 0/O/1/I: the code is read aloud and typed by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(): string {
  const bytes = randomBytes(8);
  return `WA25-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/** One voucher per number: the existing one, or a new one made in one transaction. */
export async function claimDiscount(db: Kysely<Database>, number: string, today: string): Promise<{ claim: DiscountClaim; created: boolean }> {
  const known = await claimOf(db, number);
  if (known) return { claim: known, created: false };
  const voucher = { kode: voucherCode(), keterangan: CLAIM_DESCRIPTION, tgl_expired: addDaysIso(today, CLAIM_VALID_DAYS) };
  try {
    await db.transaction().execute((trx) => insertClaim(trx, { number, ...voucher, persen: CLAIM_PERCENT, createdAt: nowIso() }));
    return { claim: { number_whatsapp: number, ...voucher }, created: true };
  } catch (error) {
    // A concurrent claim for the same number won the unique constraint: answer with its voucher.
    const winner = await claimOf(db, number);
    if (!winner) throw error;
    return { claim: winner, created: false };
  }
}
