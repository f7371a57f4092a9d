import type { StudentContact, TeacherContact } from '@tutor/contract';
import type { Db } from '../../db/schema';
import { subjectsOfOrders } from '../orders';
import { addressText } from './meetingView';

/**
 * Contact details of the other side appear only once the order is paid (aktif or selesai): before
 * that neither the student nor the teacher sees the other's WhatsApp.
 */
export const PAID_STATUSES: readonly string[] = ['aktif', 'selesai'];

/**
 * The admin also reaches the chosen teacher while the order waits for its first payment (to say
 * the student chose them and when lessons start); the student and the teacher still do not see
 * each other's number then.
 */
export const ADMIN_CONTACT_STATUSES: readonly string[] = ['menunggu_pembayaran', ...PAID_STATUSES];

/** The chosen teacher of each order in one of `statuses` (by default the paid ones; others are absent). */
export async function teacherContacts(
  db: Db,
  orders: readonly { id: number; status: string }[],
  statuses: readonly string[] = PAID_STATUSES,
): Promise<Map<number, TeacherContact>> {
  const contacts = new Map<number, TeacherContact>();
  const paid = orders.filter((order) => statuses.includes(order.status)).map((order) => order.id);
  if (paid.length === 0) return contacts;
  const rows = await db
    .selectFrom('order_applications as a')
    .innerJoin('teachers as t', 't.id', 'a.teacher_id')
    .innerJoin('users as u', 'u.id', 'a.teacher_user_id')
    .select(['a.order_id', 't.id', 't.nama', 't.foto', 'u.whatsapp'])
    .where('a.order_id', 'in', paid)
    .where('a.status', '=', 'diterima')
    .execute();
  for (const { order_id, ...contact } of rows) contacts.set(order_id, contact);
  return contacts;
}

/** The student of an application's order, once that teacher was chosen and the order is paid. */
export async function studentContacts(
  db: Db,
  applications: readonly { order_id: number; status: string }[],
): Promise<Map<number, StudentContact>> {
  const contacts = new Map<number, StudentContact>();
  const accepted = applications
    .filter((application) => application.status === 'diterima')
    .map((application) => application.order_id);
  if (accepted.length === 0) return contacts;
  const [orders, subjects] = await Promise.all([
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
      .where('o.id', 'in', accepted)
      .where('o.status', 'in', [...PAID_STATUSES])
      .execute(),
    subjectsOfOrders(db, accepted),
  ]);
  for (const order of orders) {
    contacts.set(order.id, {
      nama: order.nama,
      whatsapp: order.whatsapp,
      jenjang: order.jenjang,
      kelas: order.kelas,
      mata_pelajaran: subjects.get(order.id) ?? [],
      sistem_pembelajaran: order.sistem === 'Offline' ? 'Offline' : 'Online',
      alamat: addressText(order, order),
      catatan_guru: order.catatan_guru,
    });
  }
  return contacts;
}
