import type { OrderStatus } from '@tutor/contract';
import { CANCELLABLE_STATUSES, ORDER_MESSAGES } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { notifyOrderMoved } from '../notifications';
import { actorLabel, appendCommission, moveOrder, pendingCommission, visibleOrder, type OrderOutcome } from '../orders';
import { closeOtherApplications } from './data/applicationQueries';
import { recordAudit, type Actor } from '../audit';

/**
 * Cancels up to guru_diusulkan. The status moves only from the cancellable state this
 * request read (`moveOrder`), so a cancel racing the admin's konfirmasi or usulkan, or the
 * student's own choice, is one winner and one 409, never two moves out of one state; a pending
 * commission is reversed by a new negative ledger row.
 */
export async function cancelOrder(
  db: Kysely<Database>,
  user: SessionUser,
  kode: string,
  at: Date,
  actor: Actor,
): Promise<OrderOutcome> {
  const order = await visibleOrder(db, user, kode);
  if (!order) return { status: 404, message: ORDER_MESSAGES.notFound };
  const now = nowIso(at);
  const cancelled = await db.transaction().execute(async (trx) => {
    if (!CANCELLABLE_STATUSES.includes(order.status as OrderStatus)) return false;
    // paid before (a teacher change looks for the next teacher): its meetings are owed, not cancelled
    if (await trx.selectFrom('meetings').select('id').where('order_id', '=', order.id).limit(1).executeTakeFirst())
      return false;
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
      return false;
    // The opening closes with its order: no application stays waiting for an order that is gone.
    await closeOtherApplications(trx, order.id, null, now);
    const cancelled = { before: { status: order.status }, after: { status: 'dibatalkan' }, at: now };
    await recordAudit(trx, {
      actor,
      action: 'pesanan.dibatalkan',
      object: 'pesanan',
      objectId: order.kode,
      ...cancelled,
    });
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
    return true;
  });
  if (!cancelled) return { status: 409, message: ORDER_MESSAGES.notCancellable };
  return { status: 200, orderId: order.id };
}
