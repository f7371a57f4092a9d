import type { StudentContact, TeacherContact } from '@tutor/contract';
import type { Db } from '../../db/schema';
import { acceptedTeachersOf, paidOrderStudents } from './data/contactReads';
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
  const rows = await acceptedTeachersOf(db, paid);
  for (const { order_id, ...contact } of rows) contacts.set(order_id, contact);
  return contacts;
}

/**
 * The student of an application's order, once that teacher was chosen and the order is paid. Each
 * application comes with its order's subjects, in the student's order: the caller's page read them
 * with its rows (subjectNamesColumn), so they cost no round trip here.
 */
export async function studentContacts(
  db: Db,
  applications: readonly { order_id: number; status: string; subjects: readonly string[] }[],
): Promise<Map<number, StudentContact>> {
  const contacts = new Map<number, StudentContact>();
  const accepted = applications.filter((application) => application.status === 'diterima');
  if (accepted.length === 0) return contacts;
  const subjectsOf = new Map(accepted.map((application) => [application.order_id, application.subjects]));
  const orders = await paidOrderStudents(
    db,
    accepted.map((application) => application.order_id),
    PAID_STATUSES,
  );
  for (const order of orders) {
    contacts.set(order.id, {
      nama: order.nama,
      whatsapp: order.whatsapp,
      jenjang: order.jenjang,
      kelas: order.kelas,
      mata_pelajaran: [...(subjectsOf.get(order.id) ?? [])],
      sistem_pembelajaran: order.sistem === 'Offline' ? 'Offline' : 'Online',
      alamat: addressText(order, order),
      catatan_guru: order.catatan_guru,
    });
  }
  return contacts;
}
