import type { MeetingStatus } from '@tutor/contract';
import {
  CHANGE_MESSAGES,
  changeNotes,
  LIFECYCLE_MESSAGES,
  ORDER_MESSAGES,
  teacherChangeProblem,
  TEACHER_CHANGE_FROM,
} from '@tutor/rules';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { type Actor, handOverComingMeetings, takeComingMeetingsFromTeacher } from '../lessons';
import { notifyTeacherChanged } from '../notifications';
import { actorLabel, moveOrder, setTeacherChangeReason } from '../orders';
import {
  applicationTeacher,
  meetingStatusesOfOrder,
  orderHasMeetings,
  releaseAcceptedApplication,
} from './data/teacherChangeQueries';
import type { Outcome } from '../../lib/outcome';

type OrderRow = Selectable<OrderTable>;
type Refusal = { status: number; message: string };

/** Thrown inside the change's transaction to roll the move back and answer the refusal. */
class ChangeRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/**
 * Ganti guru: the order's student asks for another teacher, as often as they like. One
 * transaction: the conditional move aktif → mencari_guru (of two requests at once one moves, the
 * other finds the order moved: 409), then, with the order no longer aktif, the meetings are read:
 * a reported or disputed one is settled first (409, the move rolls back). The teacher being
 * replaced loses the accepted application; the meetings stay as they are until the student picks
 * the next teacher (`handOverMeetings`), so held ones keep their teacher.
 */
export async function changeTeacher(
  db: Kysely<Database>,
  student: SessionUser,
  order: OrderRow,
  alasan: string,
  at: Date,
): Promise<Outcome<OrderRow>> {
  if (order.user_id !== student.id) return { status: 404, message: ORDER_MESSAGES.notFound };
  const reason = alasan.trim();
  if (reason === '') return { status: 400, message: CHANGE_MESSAGES.reasonRequired };
  if (!(TEACHER_CHANGE_FROM as readonly string[]).includes(order.status))
    return { status: 409, message: CHANGE_MESSAGES.notActive };
  const now = nowIso(at);
  const outcome = await db
    .transaction()
    .execute(async (trx): Promise<true> => {
      const moved = await moveOrder(trx, {
        orderId: order.id,
        from: order.status,
        to: 'mencari_guru',
        actorUserId: student.id,
        actorLabel: actorLabel(student),
        now,
        note: changeNotes.teacherChange(reason),
      });
      if (!moved) throw new ChangeRefused({ status: 409, message: LIFECYCLE_MESSAGES.stateChanged });
      await setTeacherChangeReason(trx, order.id, reason);
      const meetings = await meetingStatusesOfOrder(trx, order.id);
      const problem = teacherChangeProblem(meetings.map((status) => status as MeetingStatus));
      if (problem) throw new ChangeRefused({ status: 409, message: problem });
      const released = await releaseAcceptedApplication(trx, order.id, now);
      // the declared move's effects (MOVES.teacherChange): the coming meetings leave the replaced
      // teacher's calendar as cancelled, and he and the admins are told
      const holders = await takeComingMeetingsFromTeacher(trx, order.id, now);
      const replacedUserIds = [...new Set([...released, ...holders])];
      await notifyTeacherChanged(trx, {
        orderId: order.id,
        replacedUserIds,
        alasan: reason,
        actorUserId: student.id,
        now,
      });
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof ChangeRefused) return error.refusal;
      throw error;
    });
  if (outcome !== true) return outcome;
  return { ok: { ...order, status: 'mencari_guru', teacher_change_reason: reason } };
}

/** Whether the order was paid before (it has meetings): choosing a teacher then hands them over. */
export async function hasMeetings(db: Kysely<Database> | Transaction<Database>, orderId: number): Promise<boolean> {
  return orderHasMeetings(db, orderId);
}

/**
 * The order's future meetings move to the teacher of the application just accepted (the lessons
 * area's hand-over); held meetings keep the teacher who held them.
 */
export async function handOverMeetings(
  trx: Transaction<Database>,
  orderId: number,
  lamaranId: number,
  actor: Actor,
  now: string,
): Promise<void> {
  await handOverComingMeetings(trx, orderId, await applicationTeacher(trx, lamaranId), actor, now);
}
