/**
 * What a paid order's cancel (aktif, no meeting started) writes beyond the unpaid one, inside the
 * same transaction: the chosen teacher's application stays as it was (he was chosen; his lessons
 * end with the order, and the calendar feeds say CANCELLED for every meeting of a cancelled
 * order), and what the admin recorded by hand (bank transfers) is marked for a manual refund: a
 * negative ledger row, its audit row and a notice on the admin's desk. The online charges are
 * refunded after the commit (the payments area: RefundCancelledOrder).
 */
import { PAYMENT_MESSAGES } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit, type Actor } from '../audit';
import { notifyAdminsOfPayment } from '../notifications';
import { acceptedApplicationId, handRecordedTotal } from './data/applicationQueries';
import { insertRefund } from './data/paymentRows';

/** After a paid order's cancel commits: its online payments go back (handed in by areas/index.ts). */
export type RefundCancelledOrder = (orderId: number, at: Date) => Promise<unknown>;

/** The application kept when the order's other applications close (the chosen teacher's, for a paid order). */
export const keptApplication = (trx: Transaction<Database>, orderId: number, paid: boolean) =>
  paid ? acceptedApplicationId(trx, orderId) : Promise.resolve(null);

export async function refundHandRecorded(
  trx: Transaction<Database>,
  order: { id: number; kode: string },
  by: { userId: number; actor: Actor },
  now: string,
): Promise<void> {
  const total = await handRecordedTotal(trx, order.id);
  if (total <= 0) return;
  await insertRefund(trx, {
    order_id: order.id,
    jumlah: -total,
    recorded_by: by.userId,
    charge_id: null,
    created_at: now,
  });
  await recordAudit(trx, {
    actor: by.actor,
    action: 'pembayaran.dikembalikan',
    object: 'pesanan',
    objectId: order.kode,
    after: { jumlah: -total, cara: 'manual' },
    at: now,
  });
  await notifyAdminsOfPayment(trx, order.kode, PAYMENT_MESSAGES.transferRefund(order.kode, total), now);
}
