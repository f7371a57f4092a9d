import type { MeetingStatus } from '@tutor/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The order's meetings as the review rules need them: state and the teacher who held each. */
export async function meetingTeachers(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('meetings as m')
    .innerJoin('teachers as t', 't.id', 'm.teacher_id')
    .select(['m.status', 'm.teacher_id', 't.nama'])
    .where('m.order_id', '=', orderId)
    .orderBy('m.nomor')
    .execute();
  return rows.map((row) => ({ status: row.status as MeetingStatus, guru_id: row.teacher_id, nama: row.nama }));
}

export async function reviewsOfOrder(db: Db, orderId: number) {
  return db
    .selectFrom('teacher_reviews')
    .select(['id', 'teacher_id', 'rating', 'ulasan', 'tanggal'])
    .where('order_id', '=', orderId)
    .execute();
}

/** One review per teacher per order: a second insert (a doubled submit) writes nothing and answers undefined. */
export async function insertReview(
  trx: Trx,
  row: {
    teacher_id: number;
    order_id: number;
    student_id: number | null;
    nama: string;
    rating: number;
    ulasan: string;
    tanggal: string;
  },
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('teacher_reviews')
    .values(row)
    .onConflict((conflict) => conflict.columns(['order_id', 'teacher_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

export async function appendReviewHistory(
  trx: Trx,
  row: {
    review_id: number;
    aksi: string;
    alasan: string;
    actor_user_id: number | null;
    actor_label: string;
    created_at: string;
  },
): Promise<void> {
  await trx.insertInto('review_history').values(row).execute();
}

/** Sets a review flag only when it is still 0 (two admins at once: one changes it, the other gets false). */
export async function raiseReviewFlag(trx: Trx, id: number, flag: 'disembunyikan' | 'testimoni'): Promise<boolean> {
  const result = await trx
    .updateTable('teacher_reviews')
    .set({ [flag]: 1 })
    .where('id', '=', id)
    .where(flag, '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function reviewRow(db: Db, id: number) {
  return db.selectFrom('teacher_reviews').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A review as the admin's desk shows it: with its teacher and the order it reviews. */
function adminReviewQuery(db: Db) {
  return db
    .selectFrom('teacher_reviews as r')
    .innerJoin('teachers as t', 't.id', 'r.teacher_id')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .select([
      'r.id',
      'r.rating',
      'r.ulasan',
      'r.tanggal',
      'r.nama',
      'r.disembunyikan',
      'r.testimoni',
      'r.teacher_id',
      't.nama as guru_nama',
      'o.kode',
    ]);
}

/** Reviews for the admin's desk, last written first (students' reviews above the seeded ones). */
export async function adminReviewRows(db: Db, limit: number, offset: number) {
  return adminReviewQuery(db).orderBy('r.id', 'desc').limit(limit).offset(offset).execute();
}

export async function adminReviewById(db: Db, id: number) {
  return adminReviewQuery(db).where('r.id', '=', id).execute();
}

export async function reviewCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('teacher_reviews')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function historyOfReviews(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('review_history')
    .selectAll()
    .where('review_id', 'in', [...ids])
    .orderBy('id')
    .execute();
}
