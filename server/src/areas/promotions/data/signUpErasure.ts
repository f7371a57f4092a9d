/** The promotions area's part of erasing a deleted account (called inside the privacy area's one transaction). */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

/** The newsletter sign-up of the account's e-mail and the discount claims of its WhatsApp number. */
export async function eraseSignUpsOf(
  trx: Transaction<Database>,
  contact: { email: string; whatsapp: string },
): Promise<void> {
  await trx.deleteFrom('newsletter_subscribers').where('email', '=', contact.email).execute();
  if (contact.whatsapp !== '')
    await trx.deleteFrom('discount_claims').where('number_whatsapp', '=', contact.whatsapp).execute();
}
