import type { ScheduleClash } from '@tutor/contract';
import { scheduleClashes } from '@tutor/rules';
import { sql } from 'kysely';
import type { Db } from '../../db/schema';
import { heldMeetings } from './data/meetingReads';

/** A teacher's `terjadwal` meetings block the same time for another order (no double booking). */
const BLOCKING_STATUSES = ['terjadwal'] as const;

export type ClashLookup = (orderId: number, teacherId: number) => ScheduleClash[];

/**
 * The dates each order would occupy: its stored schedule, or, for an order paid before that looks
 * for another teacher (a teacher change), its meetings still to come at their real dates and times.
 */
async function wantedSlots(db: Db, orderIds: readonly number[]) {
  // one round trip: the stored schedules (no status) and the meetings, one UNION ALL
  const rows = await db
    .selectFrom('order_schedule_items')
    .select(['order_id', 'tanggal', 'jam', sql<string | null>`null`.as('status')])
    .where('order_id', 'in', [...orderIds])
    .unionAll(
      db
        .selectFrom('meetings')
        .select(['order_id', 'tanggal', 'jam', 'status'])
        .where('order_id', 'in', [...orderIds])
        .$castTo<{ order_id: number; tanggal: string; jam: string; status: string | null }>(),
    )
    .execute();
  const paid = new Set(rows.filter((row) => row.status !== null).map((row) => row.order_id));
  return [
    ...rows.filter((row) => row.status === null && !paid.has(row.order_id)),
    ...rows.filter((row) => row.status === 'terjadwal'),
  ].map(({ order_id, tanggal, jam }) => ({ order_id, tanggal, jam }));
}

/**
 * For several orders (openings) and several teachers at once, which of the teachers' meetings
 * overlap the dates each order would occupy (`wantedSlots`). Two queries whatever the counts.
 */
export async function scheduleClashLookup(
  db: Db,
  orderIds: readonly number[],
  teacherIds: readonly number[],
): Promise<ClashLookup> {
  if (orderIds.length === 0 || teacherIds.length === 0) return () => [];
  const items = await wantedSlots(db, orderIds);
  const held = await heldMeetings(db, {
    teacherIds,
    statuses: BLOCKING_STATUSES,
    dates: items.map((item) => item.tanggal),
  });
  const wantedBy = new Map<number, { tanggal: string; jam: string }[]>();
  for (const item of items) wantedBy.set(item.order_id, [...(wantedBy.get(item.order_id) ?? []), item]);
  return (orderId, teacherId) => {
    const theirs = held.filter((meeting) => meeting.teacher_id === teacherId && meeting.order_id !== orderId);
    return scheduleClashes(wantedBy.get(orderId) ?? [], theirs).map(({ tanggal, jam, kode }) => ({
      tanggal,
      jam,
      kode,
    }));
  };
}

/** The clashes of one teacher with one order's schedule (before proposing or choosing them). */
export async function clashesOf(db: Db, orderId: number, teacherId: number): Promise<ScheduleClash[]> {
  return (await scheduleClashLookup(db, [orderId], [teacherId]))(orderId, teacherId);
}

/** Whether a teacher is free for one meeting at a new time: every other meeting of theirs that overlaps it. */
export async function clashesAt(
  db: Db,
  teacherId: number,
  slot: { tanggal: string; jam: string },
  exceptMeetingId: number,
): Promise<ScheduleClash[]> {
  const held = await heldMeetings(db, {
    teacherIds: [teacherId],
    statuses: ['terjadwal', 'dilaporkan', 'disanggah', 'selesai'],
    dates: [slot.tanggal],
    exceptMeetingId,
  });
  return scheduleClashes([slot], held).map(({ tanggal, jam, kode }) => ({ tanggal, jam, kode }));
}
