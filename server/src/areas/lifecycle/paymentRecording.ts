// Recording a payment: the admin's Catat Pembayaran and an online charge Midtrans confirmed both
// come here. The first payment is a transition (menunggu_pembayaran → aktif); later instalments
// are recorded while the order stays aktif.
import type { FeeBreakdown } from '@tutor/contract';
import { clashMessage, LIFECYCLE_MESSAGES } from '@tutor/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { Outcome } from '../../lib/outcome';
import type { SessionUser } from '../../plugins/session';
import { paidTotal, touchOrder } from '../orders';
import { releaseCommission } from '../promotions';
import { clashesOf, createMeetingsFromSchedule } from '../lessons';
import { candidatesOfOrder } from './data/applicationQueries';
import { insertPayment } from './data/paymentRows';
import { PAYMENT_COMPLETE } from './policy';
import { recordAudit, type Actor } from '../audit';
import { moverOf, refused, Refused, transition, type Mover, type OrderRow, type Refusal } from './transition';

/**
 * Who records a payment: the admin's Catat Pembayaran, or an online charge Midtrans confirmed (the
 * system moves the order; the row names the student who paid, and the charge).
 */
export interface PaymentRecorder {
  /** the audit row's actor: the admin's request, or the gateway's notification (the system) */
  audit: Actor;
  mover: Mover;
  recordedBy: number;
  chargeId: string | null;
  /**
   * Runs first in the payment's transaction (an online charge claims itself there: conditionally,
   * so a repeated or racing notification records nothing); a refusal rolls everything back.
   */
  claim?: (trx: Transaction<Database>, now: string) => Promise<void | Refusal>;
}

export const adminRecorder = (admin: SessionUser, audit: Actor): PaymentRecorder => ({
  audit,
  mover: moverOf(admin),
  recordedBy: admin.id,
  chargeId: null,
});

/**
 * The one place a payment is recorded, inside its transaction: the row of the order's payments
 * (the ledger the order's dibayar sums). The admin's recording and an online charge both come here.
 */
async function recordPaymentRow(
  trx: Transaction<Database>,
  order: OrderRow,
  jumlah: number,
  recorder: PaymentRecorder,
  now: string,
): Promise<void> {
  await insertPayment(trx, {
    order_id: order.id,
    jumlah,
    recorded_by: recorder.recordedBy,
    charge_id: recorder.chargeId,
    created_at: now,
  });
}

export type RecordPayment = typeof recordPayment;

/**
 * The first payment (at least the first instalment) makes the order aktif; later instalments are
 * recorded while it is aktif, never beyond the total.
 */
export async function recordPayment(
  db: Kysely<Database>,
  recorder: PaymentRecorder,
  order: OrderRow,
  jumlah: number,
  at: Date,
): Promise<Outcome<OrderRow>> {
  const breakdown = JSON.parse(order.rincian_biaya) as FeeBreakdown;
  const claim = recorder.claim ?? (async () => undefined);
  if (order.status === 'menunggu_pembayaran') {
    if (jumlah < (breakdown.cicilan[0] ?? breakdown.total)) return refused(400, LIFECYCLE_MESSAGES.paymentTooSmall);
    if (jumlah > breakdown.total) return refused(400, LIFECYCLE_MESSAGES.paymentTooLarge);
    // The chosen teacher may have been booked elsewhere since the choice: the lessons would clash.
    const chosen = (await candidatesOfOrder(db, order.id, ['diterima']))[0];
    const clashes = chosen ? await clashesOf(db, order.id, chosen.teacher_id) : [];
    if (clashes.length > 0) return refused(409, clashMessage(clashes));
    const audited = {
      actor: recorder.audit,
      after: { jumlah, ...(recorder.chargeId ? { tagihan: recorder.chargeId } : {}) },
    };
    return transition(db, audited, recorder.mover, order, 'pembayaran', 'aktif', at, async (trx, now) => {
      const refusal = await claim(trx, now);
      if (refusal) return refusal;
      await recordPaymentRow(trx, order, jumlah, recorder, now);
      await releaseCommission(trx, order, now, recorder.audit);
      // every schedule item becomes a meeting of the chosen teacher, in the payment's transaction
      await createMeetingsFromSchedule(trx, order.id, recorder.mover, now);
    });
  }
  if (order.status !== 'aktif') return refused(409, LIFECYCLE_MESSAGES.stateChanged);
  const outcome = await db
    .transaction()
    .execute(async (trx) => {
      // Touching the row first serialises two recordings of one order on PostgreSQL as on SQLite.
      const now = nowIso(at);
      await touchOrder(trx, order.id, now);
      const left = breakdown.total - (await paidTotal(trx, order.id));
      if (left <= 0) return refused(409, PAYMENT_COMPLETE);
      if (jumlah > left) return refused(400, LIFECYCLE_MESSAGES.paymentTooLarge);
      const refusal = await claim(trx, now);
      if (refusal) throw new Refused(refusal);
      await recordPaymentRow(trx, order, jumlah, recorder, now);
      await recordAudit(trx, {
        actor: recorder.audit,
        action: 'pembayaran.dicatat',
        object: 'pesanan',
        objectId: order.kode,
        before: { status: 'aktif', sisa: left },
        after: {
          status: 'aktif',
          jumlah,
          sisa: left - jumlah,
          ...(recorder.chargeId ? { tagihan: recorder.chargeId } : {}),
        },
        at: now,
      });
      return null;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.refusal;
      throw error;
    });
  return outcome ?? { ok: order };
}
