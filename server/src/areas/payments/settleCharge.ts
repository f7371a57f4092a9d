/**
 * Acting on Midtrans' confirmed status of a charge (from its status API, never from a notification's
 * body): the notification route and the re-read job both come here. Paid for the charge's own
 * amount → the payment is recorded exactly as the admin's Catat Pembayaran records it (the same
 * function, transaction and transitions), once: the charge claims itself menunggu → lunas inside
 * that transaction, and order_payments has one payment per charge (unique index).
 */
import { chargeStatusOf, PAYMENT_MESSAGES } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { SYSTEM_ACTOR } from '../audit';
import type { PaymentRecorder, RecordPayment } from '../lifecycle';
import { notifyAdminsOfPayment } from '../notifications';
import { chargeById, claimAdminNotice, closeCharge, keepRawStatus, type ChargeRow } from './data/chargeQueries';
import { chargedOrder, orderCodeAndOwner } from './data/chargeOrders';
import type { MidtransTransaction } from './midtransClient';

/** The system actor of an online payment: the order history and the meetings say who moved it. */
export const MIDTRANS_ACTOR = { userId: null, label: 'Sistem: pembayaran online (Midtrans)' } as const;

export type Settled = 'dicatat' | 'ditutup' | 'tidak_berubah' | 'jumlah_lain' | 'ditolak';

/** Tells the admins about this charge once per kind (claimAdminNotice): repeats and re-reads say nothing new. */
const tellAdmins = (
  db: Kysely<Database>,
  charge: ChargeRow,
  kind: Settled,
  text: (kode: string) => string,
  now: string,
) =>
  db.transaction().execute(async (trx) => {
    if (!(await claimAdminNotice(trx, charge.id, kind))) return;
    const order = await orderCodeAndOwner(trx, charge.order_id);
    await notifyAdminsOfPayment(trx, order.kode, text(order.kode), now);
  });

export async function settleCharge(
  db: Kysely<Database>,
  /** the lifecycle's recordPayment (the admin's Catat Pembayaran), handed in by the composition */
  recordPayment: RecordPayment,
  chargeId: string,
  status: MidtransTransaction,
  clock: { today: string; at: Date },
): Promise<Settled> {
  const { at } = clock;
  const charge = await chargeById(db, chargeId);
  if (!charge || (status.order_id !== undefined && status.order_id !== chargeId)) return 'tidak_berubah';
  const now = nowIso(at);
  await keepRawStatus(db, charge.id, JSON.stringify(status), now);
  const to = chargeStatusOf(status.transaction_status ?? '', status.fraud_status);
  if (!to || charge.status !== 'menunggu') return 'tidak_berubah';
  if (to !== 'lunas') return (await closeCharge(db, charge.id, to, now)) ? 'ditutup' : 'tidak_berubah';

  const paid = Math.round(Number(status.gross_amount));
  if (paid !== charge.amount) {
    await tellAdmins(db, charge, 'jumlah_lain', (kode) => PAYMENT_MESSAGES.wrongAmount(kode, paid, charge.amount), now);
    return 'jumlah_lain';
  }
  const order = await chargedOrder(db, charge.order_id);
  const recorder: PaymentRecorder = {
    // the audit row names the system: the gateway's confirmed status moved the money, no person
    audit: SYSTEM_ACTOR,
    mover: MIDTRANS_ACTOR,
    recordedBy: order.user_id,
    chargeId: charge.id,
    claim: async (trx, stamp) =>
      (await closeCharge(trx, charge.id, 'lunas', stamp)) ? undefined : { status: 409, message: 'sudah dicatat' },
  };
  const outcome = await recordPayment(db, recorder, order, charge.amount, at);
  if ('ok' in outcome) return 'dicatat';
  // a repeat, or a racing notification that recorded it first: nothing more to do
  if ((await chargeById(db, charge.id))?.status === 'lunas') return 'tidak_berubah';
  await tellAdmins(db, charge, 'ditolak', (kode) => PAYMENT_MESSAGES.notRecorded(kode, outcome.message), now);
  return 'ditolak';
}
