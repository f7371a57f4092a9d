import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

const COLUMNS = ['id', 'channel', 'recipient', 'subject', 'body', 'created_at', 'attempts', 'last_error'] as const;

/** WhatsApp rows not sent yet and e-mails given up, oldest first (the longest waiting on top). */
export async function pendingMessages(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('outbox')
    .select([...COLUMNS])
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('channel', '=', 'whatsapp'), eb('failed_at', 'is not', null)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function messageById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('outbox')
    .select([...COLUMNS, 'sent_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Stamps a pending message sent by the admin; false when it was sent already (or is not the admin's to send). */
export async function markSentByHand(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ sent_at: at, lease_until: null })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where((eb) => eb.or([eb('channel', '=', 'whatsapp'), eb('failed_at', 'is not', null)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
