/** The orders area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import { DELETED_ACCOUNT_NAME } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

/** The student profile goes; the orders stay (the law on records) without the home address and the note to the teacher. */
export async function eraseStudentDataOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('student_profiles').where('user_id', '=', userId).execute();
  await trx.updateTable('orders').set({ alamat: null, catatan_guru: '' }).where('user_id', '=', userId).execute();
}

/** The orders' history keeps what happened, no longer who did it. */
export async function anonymiseOrderActor(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('order_history')
    .set({ actor_label: DELETED_ACCOUNT_NAME })
    .where('actor_user_id', '=', userId)
    .execute();
}
