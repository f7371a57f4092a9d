import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

export interface OutboxWaiting {
  channel: string;
  waiting: number;
  /** ISO instant of the oldest waiting row */
  oldest: string | null;
}

/** Messages not yet sent and not given up, per channel (e-mail: the sender's queue; WhatsApp: the admin's). */
export async function outboxWaiting(db: Kysely<Database>): Promise<OutboxWaiting[]> {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'channel',
      (eb) => eb.fn.countAll<number | string>().as('waiting'),
      (eb) => eb.fn.min('created_at').as('oldest'),
    ])
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .groupBy('channel')
    .execute();
  // PostgreSQL counts as bigint, which its driver returns as text
  return rows.map((row) => ({ channel: row.channel, waiting: Number(row.waiting), oldest: row.oldest }));
}
