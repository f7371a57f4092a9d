/** What the desk must know about online payments (a wrong amount, a payment that could not be recorded, a manual refund). */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { adminIds } from './data/audience';
import { LINKS } from './links';
import { recordNotifications } from './notificationService';

export async function notifyAdminsOfPayment(
  trx: Transaction<Database>,
  kode: string,
  text: string,
  now: string,
): Promise<void> {
  const drafts = (await adminIds(trx)).map((userId) => ({
    userId,
    kind: 'pesanan' as const,
    text,
    link: LINKS.adminOrder(kode),
  }));
  await recordNotifications(trx, drafts, now);
}
