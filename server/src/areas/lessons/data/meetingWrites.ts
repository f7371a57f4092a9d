import type { Transaction } from 'kysely';
import type { DatabaseKind } from '../../../db/connection';
import type { Database } from '../../../db/schema';
import { earnHonor } from '../../money';
import { moveOrder, touchOrder } from '../../orders';
import { notifyOrderMoved } from '../../notifications';
import { newVideoRoomToken } from '../videoRoom';

type Trx = Transaction<Database>;
export interface Actor {
  /** null for the system */
  userId: number | null;
  label: string;
}

export async function appendMeetingHistory(
  trx: Trx,
  entry: {
    meeting_id: number;
    from_status: string | null;
    to_status: string;
    actor: Actor;
    note: string;
    created_at: string;
  },
): Promise<void> {
  const { actor, ...row } = entry;
  await trx
    .insertInto('meeting_history')
    .values({ ...row, actor_user_id: actor.userId, actor_label: actor.label })
    .execute();
}

/**
 * Every schedule item of the order becomes a meeting held by the teacher whose application was
 * accepted (the order was just paid, in this transaction), each with its own video room token
 * (used when the order is Online). Answers how many were made.
 */
export async function createMeetingsFromSchedule(
  trx: Trx,
  orderId: number,
  actor: Actor,
  now: string,
): Promise<number> {
  const chosen = await trx
    .selectFrom('order_applications')
    .select(['teacher_id', 'teacher_user_id'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'diterima')
    .executeTakeFirst();
  if (!chosen) return 0;
  const items = await trx
    .selectFrom('order_schedule_items')
    .select(['tanggal', 'jam', 'mata_pelajaran'])
    .where('order_id', '=', orderId)
    .orderBy('iterasi')
    .execute();
  for (const [index, item] of items.entries()) {
    const meeting = await trx
      .insertInto('meetings')
      .values({
        order_id: orderId,
        nomor: index + 1,
        ...item,
        ...chosen,
        status: 'terjadwal',
        video_room: newVideoRoomToken(),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await appendMeetingHistory(trx, {
      meeting_id: meeting.id,
      from_status: null,
      to_status: 'terjadwal',
      actor,
      note: 'Dibuat dari jadwal pesanan setelah pembayaran',
      created_at: now,
    });
  }
  return items.length;
}

/**
 * Moves a meeting from `from` to `to` with the given column changes, only if it still is in
 * `from` (one conditional UPDATE: of two concurrent requests, one moves and one gets false).
 */
export async function moveMeeting(
  trx: Trx,
  id: number,
  from: readonly string[],
  to: string,
  now: string,
  changes: Partial<{
    report_topic: string | null;
    report_note: string | null;
    reported_at: string | null;
    dispute_reason: string | null;
    tanggal: string;
    jam: string;
    proposal_tanggal: null;
    proposal_jam: null;
    proposal_by: null;
  }> = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('meetings')
    .set({ ...changes, status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * When every meeting of the order is selesai, the order becomes selesai with its history row.
 * The order row is written first: a second transaction finishing another meeting of the same
 * order waits for this one, then counts what it committed (so the last two meetings confirmed at
 * once still finish the order).
 */
export async function finishOrderIfDone(trx: Trx, orderId: number, actor: Actor, now: string): Promise<boolean> {
  await touchOrder(trx, orderId, now);
  const open = await trx
    .selectFrom('meetings')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '!=', 'selesai')
    .limit(1)
    .executeTakeFirst();
  if (open) return false;
  if (
    !(await moveOrder(trx, {
      orderId,
      from: 'aktif',
      to: 'selesai',
      actorUserId: actor.userId,
      actorLabel: actor.label,
      now,
    }))
  )
    return false;
  await notifyOrderMoved(trx, { orderId, from: 'aktif', to: 'selesai', actorUserId: actor.userId, now });
  return true;
}

/**
 * Moves the oldest report due before `cutoff` to selesai and answers it: the conditional UPDATE is
 * the claim (a report still in a confirmable state), so a row is confirmed once however many
 * processes run this; on PostgreSQL the inner SELECT also skips rows another process holds.
 */
export async function confirmOldestDueReport(
  trx: Trx,
  kind: DatabaseKind,
  cutoff: string,
  at: string,
  confirmable: readonly string[],
): Promise<{ id: number; order_id: number } | undefined> {
  const due = trx
    .selectFrom('meetings')
    .select('id')
    .where('status', 'in', [...confirmable])
    .where('reported_at', '<=', cutoff)
    .orderBy('reported_at')
    .orderBy('id')
    .limit(1);
  return trx
    .updateTable('meetings')
    .set({ status: 'selesai', updated_at: at })
    .where('id', '=', kind === 'postgres' ? due.forUpdate().skipLocked() : due)
    .where('status', 'in', [...confirmable])
    .returning(['id', 'order_id'])
    .executeTakeFirst();
}

/**
 * What follows a meeting becoming selesai, in the same transaction: the honor of the teacher who
 * held it (once per meeting), then the order's end if it was the last one.
 */
export async function afterMeetingHeld(
  trx: Trx,
  meeting: { id: number; order_id: number },
  actor: Actor,
  now: string,
): Promise<void> {
  await earnHonor(trx, meeting.id, now);
  await finishOrderIfDone(trx, meeting.order_id, actor, now);
}

/**
 * The order's meetings still to come are taken from the teacher who holds them (a teacher change):
 * his calendar feed keeps them as cancelled, whoever holds them later. Returns the teachers' account
 * ids (to be told). A repeated call adds nothing.
 */
export async function takeComingMeetingsFromTeacher(trx: Trx, orderId: number, now: string): Promise<number[]> {
  const coming = await trx
    .selectFrom('meetings')
    .select(['id', 'teacher_user_id'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'terjadwal')
    .execute();
  if (coming.length === 0) return [];
  await trx
    .insertInto('calendar_cancellations')
    .values(coming.map((meeting) => ({ user_id: meeting.teacher_user_id, meeting_id: meeting.id, created_at: now })))
    .onConflict((c) => c.columns(['user_id', 'meeting_id']).doNothing())
    .execute();
  // The replaced teacher may have noted the video rooms: each meeting still to come gets a new one.
  for (const meeting of coming)
    await trx.updateTable('meetings').set({ video_room: newVideoRoomToken() }).where('id', '=', meeting.id).execute();
  return [...new Set(coming.map((meeting) => meeting.teacher_user_id))];
}
