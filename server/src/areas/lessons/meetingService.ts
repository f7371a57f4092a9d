import {
  MAX_ID,
  type Meeting,
  type MeetingDecisionBody,
  type MeetingStatus,
  type OrderMeetings,
} from '@tutor/contract';
import {
  CHANGE_MESSAGES,
  MEETING_MESSAGES,
  MEETING_TRANSITION_FROM,
  meetingsLeft,
  reportAllowed,
  type MeetingTransition,
} from '@tutor/rules';
import type { Kysely, Selectable } from 'kysely';
import type { Database, OrderTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { actorLabel } from '../orders';
import type { Outcome } from '../../lib/outcome';
import { meetingById, meetingsOfOrder, teacherHoldsMeetingOf } from './data/meetingReads';
import { afterMeetingHeld, appendMeetingHistory, moveMeeting, type Actor } from './data/meetingWrites';
import { recordAudit, type Actor as AuditActor } from '../audit';
import { meetingViews } from './meetingView';
import { canSeeMeeting } from './policy';
import { newSlotRefusal } from './slotCheck';
import { videoRoomFor, type RoomViewer } from './videoRoom';
import { notifyMeetingMoved } from '../notifications';

type Db = Kysely<Database>;
export type MeetingWithOrder = NonNullable<Awaited<ReturnType<typeof meetingById>>>;
type Changes = Parameters<typeof moveMeeting>[5];
/** A reported meeting is held: a reschedule proposal still pending on it is void. */
const NO_PROPOSAL = { proposal_tanggal: null, proposal_jam: null, proposal_by: null } as const;

const refused = (status: number, message: string) => ({ status, message });
export const personOf = (user: SessionUser): Actor => ({ userId: user.id, label: actorLabel(user) });

/** An order's meetings with sisa pertemuan, each with its video room when the reader may enter it; an order not paid yet has none. */
export async function orderMeetings(db: Db, order: Selectable<OrderTable>, reader: RoomViewer): Promise<OrderMeetings> {
  const rows = await meetingsOfOrder(db, order.id);
  const ofOrder = { sistem: order.sistem, owner_id: order.user_id, order_status: order.status };
  return {
    sisa: meetingsLeft(rows.map((row) => row.status as MeetingStatus)),
    total: rows.length,
    items: await meetingViews(db, rows, (row) => videoRoomFor(reader, { ...row, ...ofOrder })),
  };
}

/** The teacher sees the orders whose meetings they hold. */
export async function teacherHoldsOrder(db: Db, teacher: SessionUser, orderId: number): Promise<boolean> {
  return teacherHoldsMeetingOf(db, teacher.id, orderId);
}

/** The meeting this account may act on, or undefined (answered as 404: ids cannot be probed). */
export async function visibleMeeting(db: Db, user: SessionUser, id: number): Promise<MeetingWithOrder | undefined> {
  // ten digits pass the contract's pattern but not PostgreSQL's integer column
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return undefined;
  const meeting = await meetingById(db, id);
  return meeting && canSeeMeeting(user, meeting) ? meeting : undefined;
}

export async function freshView(db: Db, id: number): Promise<Meeting> {
  const row = await meetingById(db, id);
  if (!row) throw new Error(`meeting ${id} vanished after its move`);
  return (await meetingViews(db, [row]))[0] as Meeting;
}

/**
 * One move of one meeting in one transaction: the conditional UPDATE from the states the rules
 * allow (two requests at once: one moves, the other gets 409), a history row, and when it became
 * selesai, the teacher's honor and the order's end if it was the last one.
 */
async function move(
  db: Db,
  meeting: MeetingWithOrder,
  name: MeetingTransition,
  to: MeetingStatus,
  actor: Actor,
  now: Date,
  note: string,
  changes: Changes = {},
  auditedBy?: AuditActor,
): Promise<Outcome<Meeting>> {
  const at = nowIso(now);
  const moved = await db.transaction().execute(async (trx) => {
    if (!(await moveMeeting(trx, meeting.id, MEETING_TRANSITION_FROM[name], to, at, changes))) return false;
    await appendMeetingHistory(trx, {
      meeting_id: meeting.id,
      from_status: meeting.status,
      to_status: to,
      actor,
      note,
      created_at: at,
    });
    await notifyMeetingMoved(trx, { meetingId: meeting.id, transition: name, to, actorUserId: actor.userId, now: at });
    if (to === 'selesai') await afterMeetingHeld(trx, meeting, actor, at);
    if (auditedBy)
      await recordAudit(trx, {
        actor: auditedBy,
        action: 'pertemuan.sanggahan_diputuskan',
        object: 'pertemuan',
        objectId: meeting.id,
        before: { status: meeting.status, tanggal: meeting.tanggal, jam: meeting.jam },
        after: { status: to, tanggal: changes.tanggal ?? meeting.tanggal, jam: changes.jam ?? meeting.jam },
        at,
      });
    return true;
  });
  if (!moved) return refused(409, MEETING_MESSAGES.stateChanged);
  return { ok: await freshView(db, meeting.id) };
}

export async function reportMeeting(
  db: Db,
  teacher: SessionUser,
  meeting: MeetingWithOrder,
  body: { topik: string; catatan: string },
  now: Date,
): Promise<Outcome<Meeting>> {
  const topik = body.topik.trim();
  const catatan = body.catatan.trim();
  if (meeting.status !== 'terjadwal') return refused(409, MEETING_MESSAGES.alreadyReported);
  if (meeting.order_status !== 'aktif') return refused(409, CHANGE_MESSAGES.teacherReplaced);
  if (!reportAllowed({ status: 'terjadwal', tanggal: meeting.tanggal, jam: meeting.jam }, now.getTime()))
    return refused(409, MEETING_MESSAGES.notStarted);
  if (topik === '') return refused(400, MEETING_MESSAGES.topicRequired);
  if (catatan === '') return refused(400, MEETING_MESSAGES.noteRequired);
  const outcome = await move(db, meeting, 'laporkan', 'dilaporkan', personOf(teacher), now, `Topik: ${topik}`, {
    report_topic: topik,
    report_note: catatan,
    reported_at: nowIso(now),
    ...NO_PROPOSAL,
  });
  // the other of two reports sent at once finds it reported
  return 'ok' in outcome ? outcome : refused(409, MEETING_MESSAGES.alreadyReported);
}

export async function confirmMeeting(
  db: Db,
  student: SessionUser,
  meeting: MeetingWithOrder,
  now: Date,
): Promise<Outcome<Meeting>> {
  if (meeting.status !== 'dilaporkan') return refused(409, MEETING_MESSAGES.stateChanged);
  return move(db, meeting, 'konfirmasi', 'selesai', personOf(student), now, 'Dikonfirmasi siswa');
}

export async function disputeMeeting(
  db: Db,
  student: SessionUser,
  meeting: MeetingWithOrder,
  alasan: string,
  now: Date,
): Promise<Outcome<Meeting>> {
  const reason = alasan.trim();
  if (meeting.status !== 'dilaporkan') return refused(409, MEETING_MESSAGES.stateChanged);
  if (reason === '') return refused(400, MEETING_MESSAGES.reasonRequired);
  return move(db, meeting, 'sanggah', 'disanggah', personOf(student), now, `Alasan: ${reason}`, {
    dispute_reason: reason,
  });
}

/**
 * The admin's decision on a dispute: held → selesai; not held → terjadwal at a new date and time,
 * checked like the wizard's slots (the time's 06:00-22:45 quarter hours by the contract, a real
 * date not before today, not a national holiday) and free in the teacher's schedule. The report
 * and the dispute are cleared: the meeting will be reported again after it is held.
 */
export async function decideMeeting(
  db: Db,
  admin: SessionUser,
  meeting: MeetingWithOrder,
  body: MeetingDecisionBody,
  today: string,
  now: Date,
  auditedBy: AuditActor,
): Promise<Outcome<Meeting>> {
  if (meeting.status !== 'disanggah') return refused(409, MEETING_MESSAGES.stateChanged);
  if (body.terlaksana)
    return move(
      db,
      meeting,
      'putuskan',
      'selesai',
      personOf(admin),
      now,
      'Diputuskan admin: pertemuan terlaksana',
      {},
      auditedBy,
    );
  const { tanggal, jam } = body;
  if (tanggal === undefined || jam === undefined) return refused(400, MEETING_MESSAGES.newSlotRequired);
  const refusal = await newSlotRefusal(db, meeting, { tanggal, jam }, today);
  if (refusal) return refusal;
  const changes: Changes = {
    tanggal,
    jam,
    report_topic: null,
    report_note: null,
    reported_at: null,
    dispute_reason: null,
  };
  return move(
    db,
    meeting,
    'putuskan',
    'terjadwal',
    personOf(admin),
    now,
    `Diputuskan admin: tidak terlaksana, dijadwalkan ulang ke ${tanggal} ${jam}`,
    changes,
    auditedBy,
  );
}
