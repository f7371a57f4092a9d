import type { Db } from '../../../db/schema';
import { olderThan, type ListKey } from '../../../lib/keyset';

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
 * newest change first by (updated_at, id), with the names a card shows.
 */
export async function openingRows(db: Db, filter: OpeningFilter) {
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
  return query.orderBy('o.updated_at', 'desc').orderBy('o.id', 'desc').limit(filter.limit).execute();
}

/** Subject names of several orders, in the order the student chose them. */
export async function subjectsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, string[]>> {
  const byOrder = new Map<number, string[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.selectFrom('order_subjects').select(['order_id', 'nama']).where('order_id', 'in', [...orderIds]).orderBy('order_id').orderBy('urutan').execute();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row.nama]);
  return byOrder;
}

/** How many teachers applied to each order, and which of them this teacher applied to. */
export async function applicationCounts(db: Db, orderIds: readonly number[], teacherUserId: number) {
  const counts = new Map<number, number>();
  const mine = new Set<number>();
  if (orderIds.length === 0) return { counts, mine };
  const rows = await db.selectFrom('order_applications').select(['order_id', 'teacher_user_id']).where('order_id', 'in', [...orderIds]).execute();
  for (const row of rows) {
    counts.set(row.order_id, (counts.get(row.order_id) ?? 0) + 1);
    if (row.teacher_user_id === teacherUserId) mine.add(row.order_id);
  }
  return { counts, mine };
}
