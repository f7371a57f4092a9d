import type { OrderStatus } from '@tutor/contract';
import { clashMessage, LIFECYCLE_MESSAGES, TRANSITION_FROM, type OrderTransition } from '@tutor/rules';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { Outcome } from '../../lib/outcome';
import type { SessionUser } from '../../plugins/session';
import { actorLabel, moveOrder } from '../orders';
import { clashesOf } from '../lessons';
import { applicationById } from './data/applicationQueries';
import { notifyOrderMoved } from '../notifications';
import { recordAudit, type Actor, type AuditAction } from '../audit';

export type OrderRow = Selectable<OrderTable>;

/** The audit row each transition writes in its transaction. */
const AUDITED_AS: Record<OrderTransition, AuditAction> = {
  konfirmasi: 'pesanan.dikonfirmasi',
  usulkan: 'pesanan.guru_diusulkan',
  pilih_guru: 'pesanan.guru_dipilih',
  pembayaran: 'pembayaran.dicatat',
  batal: 'pesanan.dibatalkan',
};
/** Who moved the order, and what the audit row adds to the move (the payment's amount, the proposed applications). */
export interface Audited {
  actor: Actor;
  after?: Record<string, unknown>;
}

export type Refusal = { status: number; message: string };
/**
 * Who moves an order, as its history and notifications name them: a person (their account) or the
 * system (Midtrans' confirmed payment). The audit row names the request's actor (audit's Actor).
 */
export interface Mover {
  userId: number | null;
  label: string;
}
export const moverOf = (user: SessionUser): Mover => ({ userId: user.id, label: actorLabel(user) });
export const refused = (status: number, message: string): Refusal => ({ status, message });

/** Thrown inside a transition's transaction to roll its move back and answer the refusal. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * One transition: the status moves only if it still is the state this request read (`moveOrder`:
 * one conditional UPDATE from that state, which the history records), so of any two transitions
 * racing on one order one moves and the other gets 409; then `also` runs in the same transaction.
 * What `also` checks about applications it checks there, after the move, when no other transition
 * can change them any more: read before, a racing move would turn this request's 409 into a 400.
 */
export async function transition(
  db: Kysely<Database>,
  audited: Audited,
  mover: Mover,
  order: OrderRow,
  name: OrderTransition,
  to: OrderStatus,
  at: Date,
  also: (trx: Transaction<Database>, now: string) => Promise<void | Refusal> = async () => undefined,
  note?: string,
): Promise<Outcome<OrderRow>> {
  const from = TRANSITION_FROM[name];
  if (!from.includes(order.status as OrderStatus)) return refused(409, LIFECYCLE_MESSAGES.stateChanged);
  const now = nowIso(at);
  const moved = await db
    .transaction()
    .execute(async (trx) => {
      if (
        !(await moveOrder(trx, {
          orderId: order.id,
          from: order.status,
          to,
          actorUserId: mover.userId,
          actorLabel: mover.label,
          now,
          note,
        }))
      )
        return refused(409, LIFECYCLE_MESSAGES.stateChanged);
      const refusal = await also(trx, now);
      if (refusal) throw new Refused(refusal);
      await recordAudit(trx, {
        actor: audited.actor,
        action: AUDITED_AS[name],
        object: 'pesanan',
        objectId: order.kode,
        before: { status: order.status },
        after: { status: to, ...audited.after },
        at: now,
      });
      await notifyOrderMoved(trx, { orderId: order.id, from: order.status, to, actorUserId: mover.userId, now });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof Refused) return error.refusal;
      throw error;
    });
  if (moved !== true) return moved;
  return { ok: { ...order, status: to } };
}

/** No double booking: the 409 naming the dates when a teacher of these applications already holds a meeting then. */
export async function firstClash(
  db: Kysely<Database>,
  orderId: number,
  lamaranIds: readonly number[],
): Promise<{ status: number; message: string } | undefined> {
  for (const id of lamaranIds) {
    const application = await applicationById(db, id);
    const clashes = application ? await clashesOf(db, orderId, application.teacher_id) : [];
    if (clashes.length > 0) return refused(409, clashMessage(clashes));
  }
  return undefined;
}
