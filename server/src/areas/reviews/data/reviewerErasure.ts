/** The reviews area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import { DELETED_ACCOUNT_NAME } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

/** The student's reviews stay on the teacher's page, under no name. */
export async function anonymiseReviewerOf(trx: Trx, studentId: number): Promise<void> {
  await trx
    .updateTable('teacher_reviews')
    .set({ nama: DELETED_ACCOUNT_NAME })
    .where('student_id', '=', studentId)
    .execute();
}

/** The reviews' history keeps what happened, no longer who did it. */
export async function anonymiseReviewActor(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('review_history')
    .set({ actor_label: DELETED_ACCOUNT_NAME })
    .where('actor_user_id', '=', userId)
    .execute();
}
