import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { teacherSearchRows } from '../../../db/teacherSearchRows';
import { teacherSearchChanged } from './searchChanges';

/**
 * Recomputes a teacher's rating from the reviews and rewrites the teacher's search rows (one per
 * level x served regency, plus online). Call it, inside the write's transaction, whenever a review,
 * level, regency, the online flag or the verification changes: search, filters and counts read
 * only these rows. The seed builds its rows with the same teacherSearchRows.
 * Run the transaction through changeTeacherSearch (searchChanges.ts), which marks the change again
 * once it is committed.
 */
export async function refreshTeacherSearch(db: Kysely<Database>, teacherId: number): Promise<void> {
  const teacher = await db
    .selectFrom('teachers')
    .select(['jenis_kelamin', 'online', 'terverifikasi'])
    .where('id', '=', teacherId)
    .executeTakeFirst();
  if (!teacher) return;
  const stats = await db
    .selectFrom('teacher_reviews')
    .select((eb) => [eb.fn.countAll<number>().as('reviews'), eb.fn.sum<number>('rating').as('stars')])
    .where('teacher_id', '=', teacherId)
    .where('disembunyikan', '=', 0)
    .executeTakeFirst();
  const reviews = Number(stats?.reviews ?? 0);
  const ratingX10 = reviews > 0 ? Math.round((Number(stats?.stars ?? 0) * 10) / reviews) : 0;
  await db
    .updateTable('teachers')
    .set({ rating_x10: ratingX10, jumlah_ulasan: reviews })
    .where('id', '=', teacherId)
    .execute();
  await db.deleteFrom('teacher_search').where('teacher_id', '=', teacherId).execute();
  // Totals counted before this change are not reused (the rows are about to differ).
  teacherSearchChanged();
  if (teacher.terverifikasi !== 1) return;

  const [levels, regencies] = await Promise.all([
    db
      .selectFrom('teacher_levels as tl')
      .innerJoin('jenjang as j', 'j.id', 'tl.jenjang_id')
      .select(['tl.jenjang_id', 'j.online_only'])
      .where('tl.teacher_id', '=', teacherId)
      .execute(),
    db.selectFrom('teacher_regencies').select('regency_id').where('teacher_id', '=', teacherId).execute(),
  ]);
  const rows = teacherSearchRows(
    {
      id: teacherId,
      jenis_kelamin: teacher.jenis_kelamin,
      online: teacher.online === 1,
      rating_x10: ratingX10,
      jumlah_ulasan: reviews,
    },
    levels.map((level) => ({ jenjang_id: level.jenjang_id, online_only: level.online_only === 1 })),
    regencies.map((row) => row.regency_id),
  );
  if (rows.length > 0) await db.insertInto('teacher_search').values(rows).execute();
}
