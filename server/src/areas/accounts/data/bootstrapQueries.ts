import type { Transaction } from 'kysely';
import type { Database, Db } from '../../../db/schema';

/** Whether an admin account exists (the first start creates one). */
export async function hasAdmin(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst()) !== undefined;
}

/** Whether this one-off seed step already ran on this database. */
export async function seedStepDone(db: Db, key: string): Promise<boolean> {
  return (await db.selectFrom('seed_state').select('value').where('key', '=', key).executeTakeFirst()) !== undefined;
}

/** Records that the seed step ran; `once` ignores a second recording by a racing process. */
export async function markSeedStep(
  trx: Transaction<Database>,
  key: string,
  at: string,
  mode: 'strict' | 'once' = 'strict',
): Promise<void> {
  const insert = trx.insertInto('seed_state').values({ key, value: at });
  await (mode === 'once' ? insert.onConflict((conflict) => conflict.column('key').doNothing()) : insert).execute();
}

/** The first verified teacher who teaches online: the demo teacher account takes their profile. */
export async function firstOnlineVerifiedTeacher(db: Db) {
  return db
    .selectFrom('teachers')
    .select(['id', 'nama'])
    .where('terverifikasi', '=', 1)
    .where('online', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
}

export async function addTeacherHours(
  trx: Transaction<Database>,
  teacherId: number,
  hours: readonly { hari: string; jam_mulai: string; jam_selesai: string }[],
): Promise<void> {
  await trx
    .insertInto('teacher_availability')
    .values(hours.map((slot) => ({ teacher_id: teacherId, ...slot })))
    .execute();
}

export async function userIdByEmail(db: Db, email: string): Promise<number | undefined> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id;
}

export async function districtExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('districts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}
