/**
 * A cancelled order's online payments go back: QRIS and GoPay through Midtrans' refund API; a
 * virtual account or Mandiri bill is marked for a manual refund on the admin's desk (Midtrans has no
 * refund for them). Either way the ledger gets a new negative row (recordRefund), once per charge.
 */
import { PAYMENT_MESSAGES, REFUNDABLE_ONLINE } from '@tutor/rules';
import type { ChargeMethod } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { notifyAdminsOfPayment } from '../notifications';
import { recordRefund, refundableCharges } from './data/chargeQueries';
import type { MidtransClient } from './midtransClient';

export interface RefundSummary {
  online: string[];
  manual: string[];
  /** refunds Midtrans refused: left for the next call (and the admin) */
  failed: string[];
}

export async function refundOrderCharges(
  db: Kysely<Database>,
  midtrans: MidtransClient,
  orderId: number,
  at: Date,
): Promise<RefundSummary> {
  const summary: RefundSummary = { online: [], manual: [], failed: [] };
  const order = await db
    .selectFrom('orders')
    .select(['kode', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  for (const charge of await refundableCharges(db, orderId)) {
    const online = REFUNDABLE_ONLINE.includes(charge.metode as ChargeMethod);
    if (online) {
      const answer = await midtrans
        .refund(charge.id, { key: `refund-${charge.id}`, amount: charge.amount, reason: 'Pesanan dibatalkan' })
        .catch(() => undefined);
      if (!answer) {
        summary.failed.push(charge.id);
        continue;
      }
    }
    const now = nowIso(at);
    const recorded = await db.transaction().execute(async (trx) => {
      if (!(await recordRefund(trx, charge, online ? 'online' : 'manual', order.user_id, now))) return false;
      // a money move: its audit row in the same transaction (the cancellation that caused it has its own)
      await recordAudit(trx, {
        actor: SYSTEM_ACTOR,
        action: 'pembayaran.dikembalikan',
        object: 'pesanan',
        objectId: order.kode,
        after: { jumlah: -charge.amount, tagihan: charge.id, cara: online ? 'online' : 'manual' },
        at: now,
      });
      if (!online)
        await notifyAdminsOfPayment(trx, order.kode, PAYMENT_MESSAGES.manualRefund(order.kode, charge.amount), now);
      return true;
    });
    if (recorded) (online ? summary.online : summary.manual).push(charge.id);
  }
  return summary;
}
