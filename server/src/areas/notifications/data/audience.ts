import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Every admin account (an order that waits for "the admin" concerns each of them). */
export async function adminIds(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** An order's code, its student's account and its applications (teacher account and state). */
export async function orderAudience(db: Db, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'kode', 'user_id'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const applications = await db
    .selectFrom('order_applications')
    .select(['teacher_user_id', 'status', 'updated_at'])
    .where('order_id', '=', orderId)
    .execute();
  return { ...order, applications };
}

/** A meeting with what its notifications name: number, slot, order code, student and teacher accounts. */
export async function meetingAudience(db: Db, meetingId: number) {
  return db
    .selectFrom('meetings as m')
    .innerJoin('orders as o', 'o.id', 'm.order_id')
    .select(['m.id', 'm.nomor', 'm.tanggal', 'm.jam', 'm.teacher_user_id', 'o.kode', 'o.user_id as student_user_id'])
    .where('m.id', '=', meetingId)
    .executeTakeFirstOrThrow();
}

/** A renewal still offered to its previous teacher: the codes and names its notices use; null for other orders. */
export async function renewalOfferAudience(db: Db, orderId: number) {
  const row = await db
    .selectFrom('orders as o')
    .innerJoin('orders as source', 'source.id', 'o.renewal_of_order_id')
    .innerJoin('teachers as t', 't.id', 'o.offer_teacher_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['o.kode', 'source.kode as dari', 't.nama as guru', 'o.offer_teacher_user_id', 'u.nama as siswa'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  return row && row.offer_teacher_user_id !== null ? { ...row, teacherUserId: row.offer_teacher_user_id } : null;
}

/** The review's rating and the people it concerns: its order's student and the reviewed teacher. */
export async function reviewPeople(trx: Db, reviewId: number) {
  return trx
    .selectFrom('teacher_reviews as r')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .leftJoin('users as t', 't.teacher_id', 'r.teacher_id')
    .select(['r.rating', 'o.kode', 'o.user_id as student_user_id', 't.id as teacher_user_id'])
    .where('r.id', '=', reviewId)
    .executeTakeFirstOrThrow();
}

/** Who asked for the payout, and how much. */
export async function payoutPayee(db: Db, payoutId: number) {
  return db.selectFrom('payouts').select(['user_id', 'jumlah']).where('id', '=', payoutId).executeTakeFirstOrThrow();
}
