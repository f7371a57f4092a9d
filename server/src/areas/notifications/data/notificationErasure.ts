/** The notifications area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Trx = Transaction<Database>;

/** The account's notifications and its e-mail settings. */
export async function eraseNotificationsOf(trx: Trx, userId: number): Promise<void> {
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await trx.deleteFrom('notification_email_optouts').where('user_id', '=', userId).execute();
}

/** Messages still queued to these addresses (the account's e-mail and WhatsApp number). */
export async function eraseQueuedMessagesTo(trx: Trx, recipients: string[]): Promise<void> {
  if (recipients.length > 0) await trx.deleteFrom('outbox').where('recipient', 'in', recipients).execute();
}
