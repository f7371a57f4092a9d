import type { ScheduleClash } from '@tutor/contract';
import { scheduleClashes } from '@tutor/rules';
import { sql, type SqlBool } from 'kysely';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database, Db } from '../../../db/schema';
import { heldMeetings } from './meetingReads';

/** A teacher's `terjadwal` meetings block the same time for another order (no double booking). */
const BLOCKING_STATUSES = ['terjadwal'] as const;

export type ClashLookup = (orderId: number, teacherId: number) => ScheduleClash[];

/** A row of `clashQuery`'s union: `part` says which, the columns that part has not are null. */
interface ClashPartRow {
  part: 'jadwal' | 'pertemuan' | 'dipegang';
  order_id: number;
  tanggal: string;
  jam: string;
  teacher_id: number | null;
  kode: string | null;
}

const noText = (name: 'kode') => sql<string | null>`null`.as(name);
// typed: PostgreSQL types an untyped null of two arms as text, which the third arm's integer then does not match
const noTeacher = sql<number | null>`cast(null as integer)`.as('teacher_id');
const part = (name: ClashPartRow['part']) => sql.lit(name).as('part');
const blocking = sql.join(BLOCKING_STATUSES.map((status) => sql.lit(status)));

/**
 * In one round trip: each order's slots on the days the teachers hold a blocking meeting, and those
 * meetings (`dipegang`) on any day an order has. An order's slots are its stored schedule
 * (`jadwal`) while it has no meetings, or, for an order paid before that looks for another teacher
 * (a teacher change), its meetings still to come (`pertemuan`) at their real dates and times. A
 * clash is always on the same day, so a slot on a day the teachers are free never clashes and is not
 * read: for a teacher without meetings on those days the answer is empty, not every order's schedule.
 * Built once per number of orders and of teachers.
 */
function clashQuery(db: Db, slot: Slot, shape: string) {
  const [orders, teachers] = shape.split('|').map(Number);
  const orderIds = Array.from({ length: orders ?? 0 }, (_, index) => slot<number>(`order${index}`));
  const teacherIds = Array.from({ length: teachers ?? 0 }, (_, index) => slot<number>(`teacher${index}`));
  const heldDays = db
    .selectFrom('meetings')
    .select('tanggal')
    .where('teacher_id', 'in', teacherIds)
    .where(sql<SqlBool>`status in (${blocking})`);
  const days = db
    .selectFrom('order_schedule_items')
    .select('tanggal')
    .where('order_id', 'in', orderIds)
    .union(
      db
        .selectFrom('meetings')
        .select('tanggal')
        .where('order_id', 'in', orderIds)
        .where(sql<SqlBool>`status in (${blocking})`),
    );
  return db
    .selectFrom('order_schedule_items as s')
    .select([part('jadwal'), 's.order_id', 's.tanggal', 's.jam', noTeacher, noText('kode')])
    .where('s.order_id', 'in', orderIds)
    .where('s.tanggal', 'in', heldDays)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('meetings as paid').select('paid.id').whereRef('paid.order_id', '=', 's.order_id')),
      ),
    )
    .$castTo<ClashPartRow>()
    .unionAll(
      db
        .selectFrom('meetings')
        .select([part('pertemuan'), 'order_id', 'tanggal', 'jam', noTeacher, noText('kode')])
        .where('order_id', 'in', orderIds)
        .where('status', '=', sql.lit('terjadwal'))
        .where('tanggal', 'in', heldDays)
        .$castTo<ClashPartRow>(),
    )
    .unionAll(
      db
        .selectFrom('meetings as m')
        .innerJoin('orders as o', 'o.id', 'm.order_id')
        .select([part('dipegang'), 'm.order_id', 'm.tanggal', 'm.jam', 'm.teacher_id', 'o.kode'])
        .where('m.teacher_id', 'in', teacherIds)
        .where(sql<SqlBool>`m.status in (${blocking})`)
        .where('m.tanggal', 'in', days)
        .$castTo<ClashPartRow>(),
    );
}

const clashQueries = new CompiledQueries<Database, ClashPartRow>(clashQuery);

/** The slots each order would occupy on the teachers' busy days (`clashQuery`'s `jadwal` and `pertemuan`). */
const wantedSlots = (rows: readonly ClashPartRow[]) =>
  rows.filter((row) => row.part !== 'dipegang').map(({ order_id, tanggal, jam }) => ({ order_id, tanggal, jam }));

/** The teachers' blocking meetings, by day and time (as heldMeetings reads them). */
function heldOf(rows: readonly ClashPartRow[]) {
  return rows
    .filter((row) => row.part === 'dipegang')
    .map(({ teacher_id, order_id, tanggal, jam, kode }) => ({
      teacher_id: teacher_id ?? 0,
      order_id,
      tanggal,
      jam,
      kode: kode ?? '',
    }))
    .sort((a, b) => (a.tanggal === b.tanggal ? compareText(a.jam, b.jam) : compareText(a.tanggal, b.tanggal)));
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * For several orders (openings) and several teachers at once, which of the teachers' meetings
 * overlap the dates each order would occupy (`wantedSlots`). One query whatever the counts.
 */
export async function scheduleClashLookup(
  db: Db,
  orderIds: readonly number[],
  teacherIds: readonly number[],
): Promise<ClashLookup> {
  if (orderIds.length === 0 || teacherIds.length === 0) return () => [];
  const values: Record<string, number> = {};
  orderIds.forEach((id, index) => (values[`order${index}`] = id));
  teacherIds.forEach((id, index) => (values[`teacher${index}`] = id));
  const { rows } = await db.executeQuery(clashQueries.bind(db, `${orderIds.length}|${teacherIds.length}`, values));
  const items = wantedSlots(rows);
  const held = heldOf(rows);
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
