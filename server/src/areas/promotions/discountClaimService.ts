import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { queueWhatsApp } from '../notifications';
import { claimedAt, insertClaim, lastMessageAt } from './data/promotionQueries';

/** A repeated claim queues the info again at most this often, so nobody can flood a number's WhatsApp. */
export const RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * What the admin sends to the number (by hand, from the outbox). No code: the 25% discount is part
 * of every order's price (the fee rule's harga_diskon), so a code could give nothing more and the
 * order form would refuse it. Migration 035 holds a copy for the messages queued before.
 */
export const DISCOUNT_INFO_MESSAGE =
  'Pintar Privat: diskon 25% berlaku untuk semua paket les privat dan sudah termasuk dalam harga yang tampil saat memesan, tanpa kode voucher. ' +
  'Pesan les di halaman Pemesanan Les setelah masuk ke akun Anda, atau balas pesan ini untuk dibantu admin kami.';

function outboxRow(number: string) {
  return { recipient: number, body: DISCOUNT_INFO_MESSAGE };
}

export interface ClaimOutcome {
  /** the number asked for the first time */
  created: boolean;
  /** a message for the admin to send was queued now (false: one was queued shortly before) */
  sent: boolean;
}

/** A repeat claim: queue the info again, unless a message to the number was queued recently. */
async function resend(db: Kysely<Database>, number: string, at: Date): Promise<ClaimOutcome> {
  const last = await lastMessageAt(db, 'whatsapp', number);
  if (last && at.getTime() - Date.parse(last) < RESEND_AFTER_MS) return { created: false, sent: false };
  await queueWhatsApp(db, [outboxRow(number)], nowIso(at));
  return { created: false, sent: true };
}

/**
 * One claim per number, made only on an explicit request; the admin sends the number the discount's
 * info over WhatsApp from the outbox. Claim and message are written in one transaction.
 */
export async function claimDiscount(db: Kysely<Database>, number: string, now: Date): Promise<ClaimOutcome> {
  if (await claimedAt(db, number)) return resend(db, number, now);
  const createdAt = nowIso(now);
  try {
    await db.transaction().execute(async (trx) => {
      await insertClaim(trx, { number, createdAt });
      await queueWhatsApp(trx, [outboxRow(number)], createdAt);
    });
    return { created: true, sent: true };
  } catch (error) {
    // A concurrent claim for the same number won the unique constraint (and queued its message).
    if (!(await claimedAt(db, number))) throw error;
    return { created: false, sent: false };
  }
}
