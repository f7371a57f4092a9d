// The admin's and the student's transitions of an order before it is paid: confirm, propose
// teachers, choose one. Recording a payment lives in paymentRecording.ts, the shared move in
// transition.ts; the payment names stay exported here for the callers that import them from here.
import {
  changeNotes,
  LIFECYCLE_MESSAGES,
  MAX_PROPOSED_TEACHERS,
  MIN_PROPOSED_TEACHERS,
  ORDER_MESSAGES,
  PROPOSABLE_APPLICATION_STATUSES,
} from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Outcome } from '../../lib/outcome';
import type { SessionUser } from '../../plugins/session';
import { actorLabel } from '../orders';
import {
  applicationById,
  candidatesOfOrder,
  closeOtherApplications,
  setApplicationStatus,
} from './data/applicationQueries';
import { teacherNameById } from './data/teacherChangeQueries';
import { handOverMeetings, hasMeetings } from './teacherChangeService';
import type { Actor } from '../audit';
import { firstClash, moverOf, refused, transition, type OrderRow } from './transition';

export { adminRecorder, recordPayment, type PaymentRecorder, type RecordPayment } from './paymentRecording';
export type { Mover } from './transition';

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
  const teacherName = chosen ? await teacherNameById(db, chosen.teacher_id) : undefined;
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
