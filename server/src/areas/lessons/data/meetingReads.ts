import type { Db } from '../../../db/schema';

const MEETING_COLUMNS = [
  'm.id',
  'm.order_id',
  'm.nomor',
  'm.tanggal',
  'm.jam',
  'm.mata_pelajaran',
  'm.teacher_id',
  'm.teacher_user_id',
  'm.status',
  'm.report_topic',
  'm.report_note',
  'm.reported_at',
  'm.dispute_reason',
  'm.proposal_tanggal',
  'm.proposal_jam',
  'm.proposal_by',
  'm.video_room',
  't.nama as guru_nama',
] as const;

/** A meeting as this area reads it: the row and its teacher's name. */
export type MeetingRow = Awaited<ReturnType<typeof meetingsOfOrder>>[number];

export async function meetingsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .select(MEETING_COLUMNS)
    .where('m.order_id', '=', orderId)
    .orderBy('m.nomor')
    .execute();
}

/** One meeting with the owner of its order (for the access checks). */
export async function meetingById(db: Db, id: number) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select([...MEETING_COLUMNS, 'o.user_id as owner_id', 'o.kode', 'o.status as order_status'])
    .where('m.id', '=', id)
    .executeTakeFirst();
}

/** What the teacher's lists show of a meeting's order: its student, its place, who may enter its room. */
const TEACHER_MEETING_ORDER_COLUMNS = [
  'o.kode',
  'o.sistem',
  'o.alamat',
  'o.provinsi_id',
  'o.kota_id',
  'o.kecamatan_id',
  'o.user_id as owner_id',
  'o.status as order_status',
  'u.nama as siswa_nama',
  'u.whatsapp as siswa_whatsapp',
  'j.nama as jenjang',
] as const;

/** A teacher's meetings with their order's student, level and place: the week's and the still-to-report shape. */
function teacherMeetings(db: Db, teacherUserId: number) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
    .select([...MEETING_COLUMNS, ...TEACHER_MEETING_ORDER_COLUMNS])
    .where('m.teacher_user_id', '=', teacherUserId);
}

/**
 * The meetings a teacher holds between two dates (inclusive), with their order's student and place.
 * Meetings still to come of an order that is looking for another teacher (a teacher change) have
 * left this teacher's week already.
 */
export async function teacherMeetingsBetween(db: Db, teacherUserId: number, from: string, to: string) {
  return teacherMeetings(db, teacherUserId)
    .where((eb) => eb.or([eb('m.status', '!=', 'terjadwal'), eb('o.status', '=', 'aktif')]))
    .where('m.tanggal', '>=', from)
    .where('m.tanggal', '<=', to)
    .orderBy('m.tanggal')
    .orderBy('m.jam')
    .orderBy('m.id')
    .execute();
}

/**
 * A teacher's meetings still `terjadwal` on an active order up to a day (WIB, inclusive), oldest
 * first: those to report once their hour has passed (the caller keeps those that have started).
 * Served by meetings_teacher_date (teacher_user_id, tanggal).
 */
export async function teacherScheduledUntil(db: Db, teacherUserId: number, until: string) {
  return teacherMeetings(db, teacherUserId)
    .where('m.status', '=', 'terjadwal')
    .where('o.status', '=', 'aktif')
    .where('m.tanggal', '<=', until)
    .orderBy('m.tanggal')
    .orderBy('m.jam')
    .orderBy('m.id')
    .execute();
}

const CALENDAR_COLUMNS = [
  'm.id',
  'm.order_id',
  'm.nomor',
  'm.tanggal',
  'm.jam',
  'm.mata_pelajaran',
  'm.status',
  'm.updated_at',
  't.nama as guru_nama',
  'u.nama as siswa_nama',
  'o.kode',
  'o.status as order_status',
  'o.sistem',
  'o.alamat',
  'o.provinsi_id',
  'o.kota_id',
  'o.kecamatan_id',
  'm.video_room',
  'm.teacher_user_id',
  'o.user_id as owner_id',
] as const;

/** Every meeting in a user's calendar: a student's orders' meetings, or those a teacher holds. */
export async function calendarMeetings(db: Db, user: { id: number; role: string }) {
  let query = db
    .selectFrom('meetings as m')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([...CALENDAR_COLUMNS]);
  query =
    user.role === 'guru' ? query.where('m.teacher_user_id', '=', user.id) : query.where('o.user_id', '=', user.id);
  return query.orderBy('m.tanggal').orderBy('m.jam').orderBy('m.id').execute();
}

/** The meetings a move took from this person (calendar_cancellations), whoever holds them now. */
export async function cancelledForUser(db: Db, userId: number) {
  return db
    .selectFrom('calendar_cancellations as c')
    .innerJoin('meetings as m', 'm.id', 'c.meeting_id')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([...CALENDAR_COLUMNS, 'c.created_at as cancelled_at'])
    .where('c.user_id', '=', userId)
    .orderBy('m.tanggal')
    .orderBy('m.jam')
    .orderBy('m.id')
    .execute();
}

export async function historyOfMeetings(db: Db, meetingIds: readonly number[]) {
  const byMeeting = new Map<
    number,
    { from_status: string | null; to_status: string; actor_label: string; note: string; created_at: string }[]
  >();
  if (meetingIds.length === 0) return byMeeting;
  const rows = await db
    .selectFrom('meeting_history')
    .select(['meeting_id', 'from_status', 'to_status', 'actor_label', 'note', 'created_at'])
    .where('meeting_id', 'in', [...meetingIds])
    .orderBy('meeting_id')
    .orderBy('id')
    .execute();
  for (const { meeting_id, ...entry } of rows) byMeeting.set(meeting_id, [...(byMeeting.get(meeting_id) ?? []), entry]);
  return byMeeting;
}

/**
 * The meetings teachers hold in the given states, with their order's code; `dates` narrows them
 * to those days (a clash is always on the same day), `exceptMeetingId` leaves one out (the one being moved).
 */
export async function heldMeetings(
  db: Db,
  filter: {
    teacherIds: readonly number[];
    statuses: readonly string[];
    dates?: readonly string[];
    exceptMeetingId?: number;
  },
) {
  if (filter.teacherIds.length === 0 || filter.dates?.length === 0) return [];
  let query = db
    .selectFrom('meetings as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.teacher_id', 'm.order_id', 'm.tanggal', 'm.jam', 'o.kode'])
    .where('m.teacher_id', 'in', [...filter.teacherIds])
    .where('m.status', 'in', [...filter.statuses]);
  if (filter.dates) query = query.where('m.tanggal', 'in', [...new Set(filter.dates)]);
  if (filter.exceptMeetingId !== undefined) query = query.where('m.id', '!=', filter.exceptMeetingId);
  return query.orderBy('m.tanggal').orderBy('m.jam').execute();
}

/** Whether this teacher holds a meeting of the order (then they may see it). */
export async function teacherHoldsMeetingOf(db: Db, teacherUserId: number, orderId: number): Promise<boolean> {
  const row = await db
    .selectFrom('meetings')
    .select('id')
    .where('order_id', '=', orderId)
    .where('teacher_user_id', '=', teacherUserId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Each meeting's state and start of one order (what the cancellation rule reads). */
export function meetingStatesOfOrder(db: Db, orderId: number) {
  return db.selectFrom('meetings').select(['status', 'tanggal', 'jam']).where('order_id', '=', orderId).execute();
}
