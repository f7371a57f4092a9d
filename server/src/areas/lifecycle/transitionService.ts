import type { FeeBreakdown, OrderStatus } from '@tutor/contract';
import {
  changeNotes,
  clashMessage,
  LIFECYCLE_MESSAGES,
  MAX_PROPOSED_TEACHERS,
  MIN_PROPOSED_TEACHERS,
  ORDER_MESSAGES,
  TRANSITION_FROM,
  type OrderTransition,
  PROPOSABLE_APPLICATION_STATUSES,
} from '@tutor/rules';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { Outcome } from '../../lib/outcome';
import type { SessionUser } from '../../plugins/session';
import { actorLabel, moveOrder, paidTotal } from '../orders';
import { releaseCommission } from '../promotions';
import { clashesOf, createMeetingsFromSchedule } from '../lessons';
import {
  applicationById,
  candidatesOfOrder,
  closeOtherApplications,
  insertPayment,
  setApplicationStatus,
} from './data/applicationQueries';
import { PAYMENT_COMPLETE } from './policy';
import { handOverMeetings, hasMeetings } from './teacherChangeService';
import { notifyOrderMoved } from '../notifications';
import { recordAudit, type Actor, type AuditAction } from '../audit';

type OrderRow = Selectable<OrderTable>;

/** The audit row each transition writes in its transaction. */
const AUDITED_AS: Record<OrderTransition, AuditAction> = {
  konfirmasi: 'pesanan.dikonfirmasi',
  usulkan: 'pesanan.guru_diusulkan',
  pilih_guru: 'pesanan.guru_dipilih',
  pembayaran: 'pembayaran.dicatat',
  batal: 'pesanan.dibatalkan',
};
/** Who moved the order, and what the audit row adds to the move (the payment's amount, the proposed applications). */
interface Audited {
  actor: Actor;
  after?: Record<string, unknown>;
}

type Refusal = { status: number; message: string };
/**
 * Who moves an order, as its history and notifications name them: a person (their account) or the
 * system (Midtrans' confirmed payment). The audit row names the request's actor (audit's Actor).
 */
export interface Mover {
  userId: number | null;
  label: string;
}
const moverOf = (user: SessionUser): Mover => ({ userId: user.id, label: actorLabel(user) });
const refused = (status: number, message: string): Refusal => ({ status, message });

/** Thrown inside a transition's transaction to roll its move back and answer the refusal. */
class Refused extends Error {
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
async function transition(
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
async function firstClash(
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

export async function confirmOrder(
  db: Kysely<Database>,
  admin: SessionUser,
  order: OrderRow,
  at: Date,
  actor: Actor,
): Promise<Outcome<OrderRow>> {
  return transition(db, { actor }, moverOf(admin), order, 'konfirmasi', 'mencari_guru', at);
}

export async function proposeTeachers(
  db: Kysely<Database>,
  admin: SessionUser,
  order: OrderRow,
  lamaranIds: readonly number[],
  at: Date,
  actor: Actor,
): Promise<Outcome<OrderRow>> {
  if (lamaranIds.length < MIN_PROPOSED_TEACHERS || lamaranIds.length > MAX_PROPOSED_TEACHERS)
    return refused(400, LIFECYCLE_MESSAGES.proposeCount);
  const clash = await firstClash(db, order.id, lamaranIds);
  if (clash) return clash;
  const audited = { actor, after: { lamaran_ids: [...lamaranIds] } };
  return transition(db, audited, moverOf(admin), order, 'usulkan', 'guru_diusulkan', at, async (trx, now) => {
    const applicants = new Set(
      (await candidatesOfOrder(trx, order.id, PROPOSABLE_APPLICATION_STATUSES)).map((row) => row.id),
    );
    if (!lamaranIds.every((id) => applicants.has(id))) return refused(400, LIFECYCLE_MESSAGES.notAnApplicant);
    await setApplicationStatus(trx, lamaranIds, 'diusulkan', now);
  });
}

/**
 * The student picks one proposed teacher: the order then waits for its first payment, or, when it
 * was paid before (a teacher change), goes straight back to aktif with no new payment and its
 * future meetings move to the new teacher (the clash check above used their real dates).
 */
export async function chooseTeacher(
  db: Kysely<Database>,
  student: SessionUser,
  order: OrderRow,
  lamaranId: number,
  at: Date,
  actor: Actor,
): Promise<Outcome<OrderRow>> {
  if (order.user_id !== student.id) return refused(404, ORDER_MESSAGES.notFound);
  const clash = await firstClash(db, order.id, [lamaranId]);
  if (clash) return clash;
  const paidBefore = await hasMeetings(db, order.id);
  const chosen = paidBefore ? await applicationById(db, lamaranId) : undefined;
  const teacherName = chosen
    ? (await db.selectFrom('teachers').select('nama').where('id', '=', chosen.teacher_id).executeTakeFirst())?.nama
    : undefined;
  const to = paidBefore ? 'aktif' : 'menunggu_pembayaran';
  return transition(
    db,
    { actor, after: { lamaran_id: lamaranId } },
    moverOf(student),
    order,
    'pilih_guru',
    to,
    at,
    async (trx, now) => {
      const proposed = (await candidatesOfOrder(trx, order.id, ['diusulkan'])).some((row) => row.id === lamaranId);
      if (!proposed) return refused(400, LIFECYCLE_MESSAGES.notProposed);
      await setApplicationStatus(trx, [lamaranId], 'diterima', now);
      await closeOtherApplications(trx, order.id, lamaranId, now);
      if (paidBefore)
        await handOverMeetings(trx, order.id, lamaranId, { userId: student.id, label: actorLabel(student) }, now);
    },
    teacherName ? changeNotes.newTeacher(teacherName) : undefined,
  );
}

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
      await trx.updateTable('orders').set({ updated_at: now }).where('id', '=', order.id).execute();
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
