import { changeNotes } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { appendMeetingHistory, type Actor } from './meetingWrites';

/** The teacher taking an order over: his application's teacher ids and the name the history shows. */
export interface IncomingTeacher {
  teacher_id: number;
  teacher_user_id: number;
  nama: string;
}

/**
 * The order's future (terjadwal) meetings move to the incoming teacher, each with its history row;
 * held meetings keep the teacher who held them. A pending reschedule proposal was made with the
 * previous teacher and is dropped.
 */
export async function handOverComingMeetings(
  trx: Transaction<Database>,
  orderId: number,
  chosen: IncomingTeacher,
  actor: Actor,
  now: string,
): Promise<void> {
  const moving = await trx
    .selectFrom('meetings as m')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .select(['m.id', 't.nama'])
    .where('m.order_id', '=', orderId)
    .where('m.status', '=', 'terjadwal')
    .execute();
  if (moving.length === 0) return;
  await trx
    .updateTable('meetings')
    .set({
      teacher_id: chosen.teacher_id,
      teacher_user_id: chosen.teacher_user_id,
      proposal_tanggal: null,
      proposal_jam: null,
      proposal_by: null,
      updated_at: now,
    })
    .where(
      'id',
      'in',
      moving.map((meeting) => meeting.id),
    )
    .where('status', '=', 'terjadwal')
    .execute();
  for (const meeting of moving) {
    await appendMeetingHistory(trx, {
      meeting_id: meeting.id,
      from_status: 'terjadwal',
      to_status: 'terjadwal',
      actor,
      note: changeNotes.meetingMoved(meeting.nama, chosen.nama),
      created_at: now,
    });
  }
}
