/** The onboarding area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** A teacher's documents (the files are rows) go with the account. */
export async function eraseTeacherDocumentsOf(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx.deleteFrom('teacher_documents').where('user_id', '=', userId).execute();
}
