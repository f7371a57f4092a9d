import type { TeacherContact } from '@tutor/contract';
import { sql, type Expression } from 'kysely';
import { packedText, unpackText } from '../../../db/packedText';
import type { Db } from '../../../db/schema';
import { PAID_STATUSES } from '../contacts';

/**
 * What a list of orders shows from this area, as correlated subqueries over an order's id that
 * another area's page query selects per row: the page and its follow-ups are then one round trip.
 * Each subquery starts at its table's order_id index (meetings_order_nomor, order_applications_once).
 */

/** The accepted application of an order (one at most; the newest if ever more); the LIMIT a literal as the orders area's (a bound one keeps PostgreSQL from a generic plan). */
function acceptedApplication(db: Db, orderId: Expression<number>) {
  return db
    .selectFrom('order_applications as a')
    .where('a.order_id', '=', orderId)
    .where('a.status', '=', 'diterima')
    .orderBy('a.id', 'desc')
    .limit(sql.lit(1));
}

/**
 * The chosen teacher's contact as one packed column (`packedText`: id, name, photo, WhatsApp), read
 * with `teacherContactOf`: the accepted application is found once per row, the teacher and the user
 * by their primary keys from it (a join inside the subquery let PostgreSQL merge-join over the whole
 * teachers index). As four columns the application was looked up four times per row.
 */
export function teacherContactColumn(db: Db, orderId: Expression<number>) {
  return acceptedApplication(db, orderId)
    .select((eb) =>
      packedText([
        eb.ref('a.teacher_id'),
        eb.selectFrom('teachers as t').select('t.nama').whereRef('t.id', '=', 'a.teacher_id'),
        eb.selectFrom('teachers as t').select('t.foto').whereRef('t.id', '=', 'a.teacher_id'),
        eb.selectFrom('users as u').select('u.whatsapp').whereRef('u.id', '=', 'a.teacher_user_id'),
      ]).as('contact'),
    )
    .as('guru');
}

/** The chosen teacher of an order read with `teacherContactColumn`, once the order is paid (as `teacherContacts`). */
export function teacherContactOf(row: { status: string; guru: string | null }): TeacherContact | null {
  if (!PAID_STATUSES.includes(row.status)) return null;
  const values = unpackText(row.guru, 4);
  if (values === null) return null;
  const [id = '', nama = '', foto = '', whatsapp = ''] = values;
  return { id: Number(id), nama, foto, whatsapp };
}

/** How many of an order's meetings are not yet held (0 for an order without meetings). */
export function meetingsLeftColumn(db: Db, orderId: Expression<number>) {
  return db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number | string>().as('sisa'))
    .where('order_id', '=', orderId)
    .where('status', '!=', 'selesai')
    .as('sisa_pertemuan');
}

/**
 * How many meetings an order has and how many are not yet held, packed (`packedText`) in one
 * subquery: read with `meetingCountsOf`. An order never paid has none.
 */
export function meetingCountsColumn(db: Db, orderId: Expression<number>) {
  return db
    .selectFrom('meetings')
    .select((eb) =>
      packedText([eb.fn.countAll(), sql`sum(case when ${sql.ref('status')} != 'selesai' then 1 else 0 end)`]).as(
        'counts',
      ),
    )
    .where('order_id', '=', orderId)
    .as('pertemuan');
}

/** The counts of a `meetingCountsColumn` (a sum over no meetings is null, packed as ''). */
export function meetingCountsOf(packed: string | null): { total: number; left: number } {
  const [total = '', left = ''] = unpackText(packed, 2) ?? [];
  return { total: Number(total || 0), left: Number(left || 0) };
}
