import type { Transaction } from 'kysely';
import type { Database, Db } from '../../../db/schema';

/** Stores the teacher's photo (one per teacher: a new upload replaces it) and points the profile at its address. */
export async function saveTeacherPhoto(
  trx: Transaction<Database>,
  photo: { teacherId: number; jpeg: Buffer; version: string; foto: string },
): Promise<void> {
  const { teacherId, jpeg, version, foto } = photo;
  await trx
    .insertInto('teacher_photos')
    .values({ teacher_id: teacherId, jpeg, version })
    .onConflict((c) => c.column('teacher_id').doUpdateSet({ jpeg, version }))
    .execute();
  await trx.updateTable('teachers').set({ foto }).where('id', '=', teacherId).execute();
}

/** The photo's bytes at this address (teacher and version), if it is still the teacher's photo. */
export async function teacherPhotoBytes(db: Db, teacherId: number, version: string) {
  return db
    .selectFrom('teacher_photos')
    .select('jpeg')
    .where('teacher_id', '=', teacherId)
    .where('version', '=', version)
    .executeTakeFirst();
}
