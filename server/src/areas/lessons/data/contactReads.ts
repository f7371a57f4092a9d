import type { Db } from '../../../db/schema';

/** The accepted application's teacher (name, photo, WhatsApp) of each of these orders. */
export async function acceptedTeachersOf(db: Db, orderIds: readonly number[]) {
  return db
    .selectFrom('order_applications as a')
    .innerJoin('teachers as t', 't.id', 'a.teacher_id')
    .innerJoin('users as u', 'u.id', 'a.teacher_user_id')
    .select(['a.order_id', 't.id', 't.nama', 't.foto', 'u.whatsapp'])
    .where('a.order_id', 'in', orderIds)
    .where('a.status', '=', 'diterima')
    .execute();
}

/** The student and the order's details a chosen teacher sees, for those of these orders that are paid. */
export async function paidOrderStudents(db: Db, orderIds: readonly number[], paidStatuses: readonly string[]) {
  return (
    db
      .selectFrom('orders as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
      // the address's place names in the same round trip, not three queries per order
      .leftJoin('provinces as pr', 'pr.id', 'o.provinsi_id')
      .leftJoin('regencies as rg', 'rg.id', 'o.kota_id')
      .leftJoin('districts as dt', 'dt.id', 'o.kecamatan_id')
      .select([
        'o.id',
        'o.status',
        'o.kelas',
        'o.sistem',
        'o.alamat',
        'o.provinsi_id',
        'o.kota_id',
        'o.kecamatan_id',
        'o.catatan_guru',
        'u.nama',
        'u.whatsapp',
        'j.nama as jenjang',
        'pr.nama as provinsi',
        'rg.nama as kota',
        'dt.nama as kecamatan',
      ])
      .where('o.id', 'in', orderIds)
      .where('o.status', 'in', [...paidStatuses])
      .execute()
  );
}
