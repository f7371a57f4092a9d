import type { Transaction } from 'kysely';
import type { Database, Db } from '../../../db/schema';

/** The teacher's name, for the note of a teacher change in the order's history. */
export async function teacherNameById(db: Db, teacherId: number): Promise<string | undefined> {
  return (await db.selectFrom('teachers').select('nama').where('id', '=', teacherId).executeTakeFirst())?.nama;
}

/** The application's teacher, who takes the order's coming meetings over. */
export async function applicationTeacher(db: Db, lamaranId: number) {
  return db
    .selectFrom('order_applications as a')
    .innerJoin('teachers as t', 't.id', 'a.teacher_id')
    .select(['a.teacher_id', 'a.teacher_user_id', 't.nama'])
    .where('a.id', '=', lamaranId)
    .executeTakeFirstOrThrow();
}

/** The statuses of the order's meetings (a teacher change first checks none is still unsettled). */
export async function meetingStatusesOfOrder(db: Db, orderId: number): Promise<string[]> {
  const rows = await db.selectFrom('meetings').select('status').where('order_id', '=', orderId).execute();
  return rows.map((row) => row.status);
}

/** Whether the order has meetings, that is: whether it was paid before. */
export async function orderHasMeetings(db: Db, orderId: number): Promise<boolean> {
  const first = await db
    .selectFrom('meetings')
    .select('id')
    .where('order_id', '=', orderId)
    .limit(1)
    .executeTakeFirst();
  return first !== undefined;
}

/** The replaced teacher loses the accepted application; answers his account id (to be told). */
export async function releaseAcceptedApplication(
  trx: Transaction<Database>,
  orderId: number,
  now: string,
): Promise<number[]> {
  const released = await trx
    .updateTable('order_applications')
    .set({ status: 'tidak_dipilih', updated_at: now })
    .where('order_id', '=', orderId)
    .where('status', '=', 'diterima')
    .returning('teacher_user_id')
    .execute();
  return released.map((row) => row.teacher_user_id);
}
