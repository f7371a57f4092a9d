import type { Meeting, RescheduleBody } from '@tutor/contract';
import { MEETING_MESSAGES, RESCHEDULE_MESSAGES, rescheduleNotes, rescheduleWindowProblem } from '@tutor/rules';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import type { Outcome } from '../../lib/outcome';
import type { Db } from '../../db/schema';
import { meetingById } from './data/meetingReads';
import { appendMeetingHistory } from './data/meetingWrites';
import { closeProposal, storeProposal } from './data/proposalWrites';
import { freshView, personOf, type MeetingWithOrder } from './meetingService';
import { newSlotRefusal } from './slotCheck';
import { notifyReschedule } from '../notifications';

const refused = (status: number, message: string) => ({ status, message });
/** Only the order's student and the meeting's teacher reach here (the routes' roles). */
const sideOf = (user: SessionUser): 'siswa' | 'guru' => (user.role === 'guru' ? 'guru' : 'siswa');

/**
 * Ubah jadwal: the student or the teacher proposes a new date and time for a terjadwal meeting, at
 * least 24 hours before its start (any time once it has passed unreported), on a free slot of the
 * teacher that the wizard would accept. Nothing moves until the other side agrees.
 */
export async function proposeReschedule(
  db: Db,
  user: SessionUser,
  meeting: MeetingWithOrder,
  slot: RescheduleBody,
  today: string,
  now: Date,
): Promise<Outcome<Meeting>> {
  const windowProblem = rescheduleWindowProblem(
    { status: meeting.status as Meeting['status'], tanggal: meeting.tanggal, jam: meeting.jam },
    now.getTime(),
  );
  if (windowProblem) return refused(409, windowProblem);
  if (meeting.proposal_by !== null) return refused(409, RESCHEDULE_MESSAGES.pending);
  if (slot.tanggal === meeting.tanggal && slot.jam === meeting.jam) return refused(400, RESCHEDULE_MESSAGES.sameSlot);
  const refusal = await newSlotRefusal(db, meeting, slot, today);
  if (refusal) return refusal;
  const at = nowIso(now);
  const stored = await db.transaction().execute(async (trx) => {
    if (!(await storeProposal(trx, meeting.id, slot, sideOf(user), at))) return false;
    await appendMeetingHistory(trx, {
      meeting_id: meeting.id,
      from_status: 'terjadwal',
      to_status: 'terjadwal',
      actor: personOf(user),
      note: rescheduleNotes.proposed(meeting, slot),
      created_at: at,
    });
    await notifyReschedule(trx, {
      meetingId: meeting.id,
      step: 'diusulkan',
      proposer: sideOf(user),
      slot,
      actorUserId: user.id,
      now: at,
    });
    return true;
  });
  if (!stored) return refused(409, await whyNotStored(db, meeting.id));
  return { ok: await freshView(db, meeting.id) };
}

/** The other of two proposals sent at once finds one pending; otherwise the meeting moved on. */
async function whyNotStored(db: Db, id: number): Promise<string> {
  const now = await meetingById(db, id);
  return now?.status === 'terjadwal' && now.proposal_by !== null
    ? RESCHEDULE_MESSAGES.pending
    : MEETING_MESSAGES.stateChanged;
}

/**
 * The other side agrees (the meeting moves to the proposed slot, checked again: the teacher may
 * have been booked since) or refuses (it stays). Exactly the pending proposal is closed, in one
 * conditional UPDATE: of two answers at once one counts, the other gets 409.
 */
export async function answerReschedule(
  db: Db,
  user: SessionUser,
  meeting: MeetingWithOrder,
  agreed: boolean,
  today: string,
  now: Date,
): Promise<Outcome<Meeting>> {
  const { proposal_by: by, proposal_tanggal: tanggal, proposal_jam: jam } = meeting;
  if (meeting.status !== 'terjadwal' || by === null || tanggal === null || jam === null)
    return refused(409, RESCHEDULE_MESSAGES.noProposal);
  if (by === sideOf(user)) return refused(403, RESCHEDULE_MESSAGES.ownProposal);
  if (agreed) {
    const refusal = await newSlotRefusal(db, meeting, { tanggal, jam }, today);
    // a slot that was fine when proposed but no longer is: the answer is a state problem (409)
    if (refusal) return refused(409, refusal.message);
  }
  const at = nowIso(now);
  const note = agreed ? rescheduleNotes.accepted({ tanggal, jam }) : rescheduleNotes.refused({ tanggal, jam });
  const closed = await db.transaction().execute(async (trx) => {
    if (!(await closeProposal(trx, meeting.id, { tanggal, jam, by }, agreed, at))) return false;
    await appendMeetingHistory(trx, {
      meeting_id: meeting.id,
      from_status: 'terjadwal',
      to_status: 'terjadwal',
      actor: personOf(user),
      note,
      created_at: at,
    });
    await notifyReschedule(trx, {
      meetingId: meeting.id,
      step: agreed ? 'disetujui' : 'ditolak',
      proposer: by === 'guru' ? 'guru' : 'siswa',
      slot: { tanggal, jam },
      actorUserId: user.id,
      now: at,
    });
    return true;
  });
  if (!closed) return refused(409, RESCHEDULE_MESSAGES.noProposal);
  return { ok: await freshView(db, meeting.id) };
}
