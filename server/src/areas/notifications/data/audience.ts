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
  const order = await db.selectFrom('orders').select(['id', 'kode', 'user_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const applications = await db.selectFrom('order_applications').select(['teacher_user_id', 'status', 'updated_at']).where('order_id', '=', orderId).execute();
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
