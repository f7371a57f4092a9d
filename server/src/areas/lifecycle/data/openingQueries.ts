import type { Expression } from 'kysely';
import type { Db } from '../../../db/schema';
import { olderThan, type ListKey } from '../../../lib/keyset';
import { meetingsLeftColumn, meetingsTotalColumn } from '../../lessons';

export type { Db };

export interface OpeningFilter {
  jenjangId?: number;
  sistem?: 'Online' | 'Offline';
  provinsiId?: number;
  kotaId?: number;
  kode?: string;
  /** rows after this one (keyset paging, newest change first) */
  after?: ListKey;
  limit: number;
}

/**
 * Orders that are openings (mencari_guru, and not a renewal still offered to its previous teacher),
 * newest change first by (updated_at, id), with the names a card shows; and per opening, as
 * correlated subqueries over the page's rows only (the page is a derived table): how many teachers
 * applied, whether `teacherUserId` did, and its meetings (a teacher change) in all and not yet held.
 */
export async function openingRows(db: Db, filter: OpeningFilter, teacherUserId: number) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
    .leftJoin('curricula as c', 'c.id', 'o.kurikulum_id')
    .leftJoin('provinces as p', 'p.id', 'o.provinsi_id')
    .leftJoin('regencies as r', 'r.id', 'o.kota_id')
    .select([
      'o.id',
      'o.kode',
      'o.updated_at',
      'o.tanggal_mulai_les',
      'o.sistem',
      'o.jenis_kelamin_guru',
      'o.jumlah_siswa',
      'o.jenjang_id',
      'o.kota_id',
      'o.waktu_les',
      'j.nama as jenjang',
      'c.nama as kurikulum',
      'p.nama as provinsi',
      'r.nama as kota',
    ])
    .where('o.status', '=', 'mencari_guru')
    .where('o.offer_teacher_user_id', 'is', null);
  if (filter.kode !== undefined) query = query.where('o.kode', '=', filter.kode);
  if (filter.jenjangId !== undefined) query = query.where('o.jenjang_id', '=', filter.jenjangId);
  if (filter.sistem !== undefined) query = query.where('o.sistem', '=', filter.sistem);
  if (filter.provinsiId !== undefined) query = query.where('o.provinsi_id', '=', filter.provinsiId);
  if (filter.kotaId !== undefined) query = query.where('o.kota_id', '=', filter.kotaId);
  if (filter.after !== undefined) query = query.where(olderThan('o.updated_at', 'o.id', filter.after));
  const page = query.orderBy('o.updated_at', 'desc').orderBy('o.id', 'desc').limit(filter.limit);
  const applications = (orderId: Expression<number>) => db.selectFrom('order_applications as a').select((eb) => eb.fn.countAll<number | string>().as('n')).where('a.order_id', '=', orderId);
  return db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select((eb) => [
      applications(eb.ref('page.id')).as('guru_apply'),
      // the unique (order_id, teacher_user_id) index answers it: 0 or 1
      applications(eb.ref('page.id')).where('a.teacher_user_id', '=', teacherUserId).as('sudah_apply'),
      meetingsTotalColumn(db, eb.ref('page.id')),
      meetingsLeftColumn(db, eb.ref('page.id')),
    ])
    .orderBy('page.updated_at', 'desc')
    .orderBy('page.id', 'desc')
    .execute();
}

/** Subject names of several orders, in the order the student chose them. */
export async function subjectsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const byOrder = new Map<number, string[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom('order_subjects').select(['order_id', 'nama']).where('order_id', 'in', [...orderIds]).orderBy('order_id').orderBy('urutan').execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.nama]);
  return byOrder;
}
