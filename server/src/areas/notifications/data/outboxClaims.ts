/**
 * The outbox sender's claims. A claim is a lease: one conditional UPDATE stamps `lease_until` and
 * counts the try, so of several processes exactly one holds a row at a time (PostgreSQL: the
 * inner SELECT takes FOR UPDATE SKIP LOCKED; SQLite has one writer). Nothing lives in memory: a
 * process killed between its claim and its send leaves a lease that runs out, and the row is
 * claimed again (at most one duplicate e-mail, never none).
 */
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../../db/connection';
import type { Database } from '../../../db/schema';

export type ClaimedMail = {
  id: number;
  recipient: string;
  subject: string | null;
  body: string;
  link: string | null;
  attempts: number;
};

export async function claimDueMail(
  db: Kysely<Database>,
  kind: DatabaseKind,
  at: string,
  leaseUntil: string,
): Promise<ClaimedMail | undefined> {
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('outbox')
      .select('id')
      .where('channel', '=', 'email')
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .where((eb) => eb.or([eb('next_attempt_at', 'is', null), eb('next_attempt_at', '<=', at)]))
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .orderBy('id')
      .limit(1);
    return trx
      .updateTable('outbox')
      .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', kind === 'postgres' ? due.forUpdate().skipLocked() : due)
      .where('sent_at', 'is', null)
      .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
      .returning(['id', 'recipient', 'subject', 'body', 'link', 'attempts'])
      .executeTakeFirst();
  });
}

export async function markMailSent(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ sent_at: at, lease_until: null, last_error: null })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}

/** A failed try: again after `retryAt`, or given up (`retryAt` null) and shown to the admin. */
export async function markMailFailed(
  db: Kysely<Database>,
  id: number,
  at: string,
  retryAt: string | null,
  error: string,
): Promise<void> {
  await db
    .updateTable('outbox')
    .set({
      lease_until: null,
      next_attempt_at: retryAt,
      failed_at: retryAt === null ? at : null,
      last_error: error.slice(0, 500),
    })
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .execute();
}
