import type { TeacherContact } from '@tutor/contract';
import { sql, type Expression } from 'kysely';
import type { Db } from '../../db/schema';
import { PAID_STATUSES } from './contacts';

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
 * The chosen teacher's contact, one column each: read with `teacherContactOf`. The teacher and the
 * user are found by their primary keys from the application's subquery (a join inside the
 * subquery let PostgreSQL merge-join over the whole teachers index).
 */
export function teacherContactColumns(db: Db, orderId: Expression<number>) {
  const teacherId = acceptedApplication(db, orderId).select('a.teacher_id');
  const teacher = (column: 'nama' | 'foto') =>
    db.selectFrom('teachers as t').select(`t.${column}`).where('t.id', '=', teacherId);
  const userId = acceptedApplication(db, orderId).select('a.teacher_user_id');
  return [
    teacherId.as('guru_id'),
    teacher('nama').as('guru_nama'),
    teacher('foto').as('guru_foto'),
    db.selectFrom('users as u').select('u.whatsapp').where('u.id', '=', userId).as('guru_whatsapp'),
  ] as const;
}

interface TeacherContactRow {
  status: string;
  guru_id: number | null;
  guru_nama: string | null;
  guru_foto: string | null;
  guru_whatsapp: string | null;
}

/** The chosen teacher of an order read with `teacherContactColumns`, once the order is paid (as `teacherContacts`). */
export function teacherContactOf(row: TeacherContactRow): TeacherContact | null {
  if (!PAID_STATUSES.includes(row.status) || row.guru_id === null) return null;
  return { id: row.guru_id, nama: row.guru_nama ?? '', foto: row.guru_foto ?? '', whatsapp: row.guru_whatsapp ?? '' };
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

/** How many meetings an order has (0: it was never paid). */
export function meetingsTotalColumn(db: Db, orderId: Expression<number>) {
  return db
    .selectFrom('meetings')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .where('order_id', '=', orderId)
    .as('jumlah_pertemuan');
}
