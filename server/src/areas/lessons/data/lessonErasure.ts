/** The lessons area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import { DELETED_ACCOUNT_NAME } from '@tutor/rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

/** The account's calendar feed and the cancellations it was told of. */
export async function eraseCalendarOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  await trx.deleteFrom('calendar_cancellations').where('user_id', '=', userId).execute();
}

/** The meetings' history keeps what happened, no longer who did it. */
export async function anonymiseMeetingActor(trx: Trx, userId: number): Promise<void> {
  await trx
    .updateTable('meeting_history')
    .set({ actor_label: DELETED_ACCOUNT_NAME })
    .where('actor_user_id', '=', userId)
    .execute();
}
