/**
 * A cancelled order's online payments go back: QRIS and GoPay through Midtrans' refund API; a
 * virtual account or Mandiri bill is marked for a manual refund on the admin's desk (Midtrans has no
 * refund for them). Either way the charge is marked refunded once (markRefunded) and the ledger gets
 * a new negative row, written by its owner, the lifecycle (insertRefund).
 * A refund Midtrans refuses (or cannot be asked: no server key) is told to the admins once and
 * retried by the re-read job (retryRefunds), one process per attempt (leaseRefund).
 */
import { PAYMENT_MESSAGES, REFUNDABLE_ONLINE } from '@tutor/rules';
import type { ChargeMethod } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { insertRefund } from '../lifecycle';
import { notifyAdminsOfPayment } from '../notifications';
import {
  claimAdminNotice,
  leaseRefund,
  markRefunded,
  refundableCharges,
  refundsDue,
  type ChargeRow,
} from './data/chargeQueries';
import { orderCodeAndOwner } from './data/chargeOrders';
import type { MidtransClient } from './midtransClient';

export interface RefundSummary {
  online: string[];
  manual: string[];
  /** refunds Midtrans refused: left for the re-read job (and told to the admin) */
  failed: string[];
}

/** Refunds retried per run at most (the longest waiting first). */
const REFUND_RETRY_BATCH = 20;

type Order = { kode: string; user_id: number };
type Refunded = 'online' | 'manual' | 'failed' | 'sudah';

const orderOf = (db: Kysely<Database>, orderId: number): Promise<Order> => orderCodeAndOwner(db, orderId);

async function refundCharge(
  db: Kysely<Database>,
  midtrans: MidtransClient | undefined,
  charge: ChargeRow,
  order: Order,
  at: Date,
): Promise<Refunded> {
  const online = REFUNDABLE_ONLINE.includes(charge.metode as ChargeMethod);
  const now = nowIso(at);
  if (online) {
    const answer = await midtrans
      ?.refund(charge.id, { key: `refund-${charge.id}`, amount: charge.amount, reason: 'Pesanan dibatalkan' })
      .catch(() => undefined);
    if (!answer) {
      await db.transaction().execute(async (trx) => {
        if (await claimAdminNotice(trx, charge.id, 'pengembalian_gagal'))
          await notifyAdminsOfPayment(trx, order.kode, PAYMENT_MESSAGES.refundFailed(order.kode, charge.amount), now);
      });
      return 'failed';
    }
  }
  const recorded = await db.transaction().execute(async (trx) => {
    if (!(await markRefunded(trx, charge, online ? 'online' : 'manual', now))) return false;
    await insertRefund(trx, {
      order_id: charge.order_id,
      jumlah: -charge.amount,
      recorded_by: order.user_id,
      charge_id: charge.id,
      created_at: now,
    });
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
  if (!recorded) return 'sudah';
  return online ? 'online' : 'manual';
}

/** Every paid charge of the (cancelled) order not refunded yet: the cancel calls it after its commit. */
export async function refundOrderCharges(
  db: Kysely<Database>,
  midtrans: MidtransClient | undefined,
  orderId: number,
  at: Date,
): Promise<RefundSummary> {
  const summary: RefundSummary = { online: [], manual: [], failed: [] };
  const order = await orderOf(db, orderId);
  for (const charge of await refundableCharges(db, orderId)) {
    // another process (the re-read job) is on this charge right now: it finishes it
    if (!(await leaseRefund(db, charge, nowIso(at)))) continue;
    const refunded = await refundCharge(db, midtrans, charge, order, at);
    if (refunded !== 'sudah') summary[refunded].push(charge.id);
  }
  return summary;
}

/** The re-read job's second duty: refunds refused earlier and not tried for `intervalMs` are tried again. */
export async function retryRefunds(
  db: Kysely<Database>,
  midtrans: MidtransClient,
  at: Date,
  intervalMs: number,
): Promise<RefundSummary> {
  const summary: RefundSummary = { online: [], manual: [], failed: [] };
  for (const charge of await refundsDue(db, nowIso(new Date(at.getTime() - intervalMs)), REFUND_RETRY_BATCH)) {
    if (!(await leaseRefund(db, charge, nowIso(at)))) continue;
    const refunded = await refundCharge(db, midtrans, charge, await orderOf(db, charge.order_id), at);
    if (refunded !== 'sudah') summary[refunded].push(charge.id);
  }
  return summary;
}
