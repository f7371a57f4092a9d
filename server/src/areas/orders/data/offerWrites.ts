import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/**
 * Closes the open renewal offer of this order: one conditional UPDATE on the offer still open at
 * `at` (to this teacher), or, with no teacher, the offer already due, so of an answer and the
 * lapse job (or two answers) exactly one closes it.
 */
export async function closeRenewalOffer(
  trx: Transaction<Database>,
  orderId: number,
  teacherUserId: number | null,
  at: string,
): Promise<boolean> {
  let query = trx
    .updateTable('orders')
    .set({ offer_teacher_id: null, offer_teacher_user_id: null, offer_until: null, updated_at: at })
    .where('id', '=', orderId)
    .where('status', '=', 'mencari_guru');
  query =
    teacherUserId === null
      ? query.where('offer_until', '<=', at)
      : query.where('offer_teacher_user_id', '=', teacherUserId).where('offer_until', '>', at);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}
