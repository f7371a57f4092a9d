import { randomBytes } from 'node:crypto';
import { addDaysIso, formatDateId } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { claimOf, insertClaim, lastMessageAt, queueMessage, type Voucher } from './data/promotionQueries';

export const CLAIM_VALID_DAYS = 30;
export const CLAIM_PERCENT = 25;
/** A repeated claim resends the code at most this often, so nobody can flood a number's WhatsApp. */
export const RESEND_AFTER_MS = 24 * 60 * 60 * 1000;
const CLAIM_DESCRIPTION =
  'Diskon 25% untuk pemesanan les privat pertama. Sebutkan kode ini kepada admin melalui WhatsApp.';
/** No 0/O/1/I: the code is read aloud and typed by hand. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function voucherCode(): string {
  const bytes = randomBytes(8);
  return `WA25-${Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

/** The WhatsApp message that carries the code to the number's owner. */
export function voucherMessage(voucher: Voucher): string {
  return (
    `Pintar Privat: kode voucher diskon 25% Anda adalah ${voucher.kode}, berlaku sampai ${formatDateId(voucher.tgl_expired)}. ` +
    'Sebutkan kode ini kepada admin saat memesan les privat pertama Anda.'
  );
}

function outboxRow(voucher: Voucher, createdAt: string) {
  return {
    channel: 'whatsapp',
    recipient: voucher.number_whatsapp,
    body: voucherMessage(voucher),
    created_at: createdAt,
    sent_at: null,
  };
}

export interface ClaimOutcome {
  /** a new voucher was made for this number */
  created: boolean;
  /** a message with the code was queued now (false: one went out shortly before) */
  sent: boolean;
}

/** A repeat claim: resend the code to the number, unless a message went there recently. */
async function resend(db: Kysely<Database>, voucher: Voucher, at: Date): Promise<ClaimOutcome> {
  const now = nowIso(at);
  const last = await lastMessageAt(db, 'whatsapp', voucher.number_whatsapp);
  if (last && at.getTime() - Date.parse(last) < RESEND_AFTER_MS) return { created: false, sent: false };
  await queueMessage(db, outboxRow(voucher, now));
  return { created: false, sent: true };
}

/**
 * One voucher per number, made only on an explicit claim; its code goes to that number through
 * the outbox (the answer never carries it). Voucher, claim and message are written in one transaction.
 */
export async function claimDiscount(
  db: Kysely<Database>,
  number: string,
  today: string,
  now: Date,
): Promise<ClaimOutcome> {
  const known = await claimOf(db, number);
  if (known) return resend(db, known, now);
  const voucher: Voucher = {
    number_whatsapp: number,
    kode: voucherCode(),
    keterangan: CLAIM_DESCRIPTION,
    tgl_expired: addDaysIso(today, CLAIM_VALID_DAYS),
  };
  const createdAt = nowIso(now);
  try {
    await db.transaction().execute(async (trx) => {
      await insertClaim(trx, {
        number,
        kode: voucher.kode,
        keterangan: voucher.keterangan,
        tgl_expired: voucher.tgl_expired,
        persen: CLAIM_PERCENT,
        createdAt,
      });
      await trx.insertInto('outbox').values(outboxRow(voucher, createdAt)).execute();
    });
    return { created: true, sent: true };
  } catch (error) {
    // A concurrent claim for the same number won the unique constraint (and queued its message).
    if (!(await claimOf(db, number))) throw error;
    return { created: false, sent: false };
  }
}
