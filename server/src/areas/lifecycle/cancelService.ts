import { cancelRefusal, ORDER_MESSAGES, PAID_CANCELLABLE_STATUSES, type CancelRefusal } from '@tutor/rules';
import type { OrderStatus } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { cancelCheckOf } from '../lessons';
import { notifyOrderMoved } from '../notifications';
import { actorLabel, appendCommission, moveOrder, pendingCommission, visibleOrder } from '../orders';
import { closeOtherApplications } from './data/applicationQueries';
import { recordAudit, type Actor } from '../audit';
import { keptApplication, refundHandRecorded } from './paidCancel';

export type CancelOutcome = { status: 200; orderId: number; paid: boolean } | { status: number; message: string };

const REFUSALS: Record<CancelRefusal, string> = {
  tidak_bisa: ORDER_MESSAGES.notCancellable,
  les_dimulai: ORDER_MESSAGES.lessonsStarted,
};

/**
 * Cancels up to guru_diusulkan, or a paid (aktif) order while no meeting has started (shared/rules
 * cancelRefusal, read inside the transaction). The status moves only from the state this request
 * read (`moveOrder`), so a cancel racing another cancel, the admin's konfirmasi or usulkan, or the
 * student's own choice, is one winner and one 409, never two moves out of one state; a pending
 * commission is reversed by a new negative ledger row. A paid order's online charges are refunded
 * by the caller after the commit (`paid`).
 */
export async function cancelOrder(
  db: Kysely<Database>,
  user: SessionUser,
  kode: string,
  at: Date,
  actor: Actor,
): Promise<CancelOutcome> {
  const order = await visibleOrder(db, user, kode);
  if (!order) return { status: 404, message: ORDER_MESSAGES.notFound };
  const now = nowIso(at);
  const paid = PAID_CANCELLABLE_STATUSES.includes(order.status as OrderStatus);
  const refusal = await db.transaction().execute(async (trx): Promise<CancelRefusal | undefined> => {
    const refused = cancelRefusal(await cancelCheckOf(trx, order), at.getTime());
    if (refused) return refused;
    if (
      !(await moveOrder(trx, {
        orderId: order.id,
        from: order.status,
        to: 'dibatalkan',
        actorUserId: user.id,
        actorLabel: actorLabel(user),
        now,
      }))
    )
      return 'tidak_bisa';
    // The opening closes with its order: no application stays waiting for an order that is gone.
    await closeOtherApplications(trx, order.id, await keptApplication(trx, order.id, paid), now);
    const cancelled = { before: { status: order.status }, after: { status: 'dibatalkan' }, at: now };
    await recordAudit(trx, {
      actor,
      action: 'pesanan.dibatalkan',
      object: 'pesanan',
      objectId: order.kode,
      ...cancelled,
    });
    if (paid) await refundHandRecorded(trx, order, { userId: user.id, actor }, now);
    const pending = await pendingCommission(trx, order.id);
    if (pending && pending.amount > 0) {
      await appendCommission(trx, {
        owner_id: pending.owner_id,
        referral_code_id: pending.referral_code_id,
        order_id: order.id,
        jenis: 'pembalikan',
        amount: -pending.amount,
        created_at: now,
      });
      const reversed = { pemilik_kode: pending.owner_id, jumlah: -pending.amount };
      await recordAudit(trx, {
        actor,
        action: 'komisi.dibalik',
        object: 'pesanan',
        objectId: order.kode,
        after: reversed,
        at: now,
      });
    }
    await notifyOrderMoved(trx, { orderId: order.id, from: order.status, to: 'dibatalkan', actorUserId: user.id, now });
    return undefined;
  });
  if (refusal) return { status: 409, message: REFUSALS[refusal] };
  return { status: 200, orderId: order.id, paid };
}
