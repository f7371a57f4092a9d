import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isDiscountCode, referralCode } from './data/promotionQueries';

export const REFERRAL_SUCCESS_MESSAGE =
  'Kode referral berhasil digunakan. Anda mendapat tambahan diskon 5% untuk pemesanan pertama paket Super, Intensif, Super Intensif atau Super Pro.';
const NOT_FOUND = 'Kode referral tidak ditemukan';
/**
 * A discount code (a public one, or the voucher the discount claim used to send, WA25-…) typed where
 * only referral codes count: the 25% is already in the price, so the person loses nothing.
 */
export const DISCOUNT_CODE_NOT_NEEDED =
  'Ini bukan kode referral. Diskon 25% sudah termasuk dalam harga setiap paket tanpa kode, jadi kolom ini cukup dikosongkan.';
const OLD_VOUCHER = /^WA25-/;

export interface UsableReferralCode {
  kode: string;
  id: number;
  ownerId: number;
  /** the account owning the code, when it is one */
  ownerUserId: number | null;
}

/**
 * The one referral code check: `/kode_referral/check` answers its message, the order wizard
 * refuses the order with it. Codes are compared in upper case.
 */
export async function checkReferralCode(
  db: Kysely<Database>,
  raw: string,
): Promise<{ code: UsableReferralCode } | { problem: string }> {
  const kode = raw.trim().toUpperCase();
  if (kode === '') return { problem: 'Kode referral harus diisi' };
  // Codes are letters and digits; anything else cannot exist, so it skips the lookup.
  if (!/^[A-Z0-9-]{3,30}$/.test(kode)) return { problem: NOT_FOUND };
  const code = await referralCode(db, kode);
  if (!code)
    return {
      problem: OLD_VOUCHER.test(kode) || (await isDiscountCode(db, kode)) ? DISCOUNT_CODE_NOT_NEEDED : NOT_FOUND,
    };
  if (code.aktif !== 1) return { problem: 'Kode referral sudah tidak berlaku' };
  return { code: { kode: code.kode, id: code.id, ownerId: code.owner_id, ownerUserId: code.user_id } };
}
