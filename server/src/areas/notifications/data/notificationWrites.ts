import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { lockAccountRow } from '../../../db/accountRowLock';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertNotifications(
  trx: Db,
  rows: readonly { user_id: number; kind: string; text: string; link: string; created_at: string }[],
): Promise<void> {
  if (rows.length > 0)
    await trx
      .insertInto('notifications')
      .values([...rows])
      .execute();
}

/** Name and e-mail of each account, by id. */
export async function recipientsOf(
  db: Db,
  userIds: readonly number[],
): Promise<Map<number, { nama: string; email: string; whatsapp: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nama', 'email', 'whatsapp'])
    .where('id', 'in', [...userIds])
    .execute();
  return new Map(rows.map((row) => [row.id, { nama: row.nama, email: row.email, whatsapp: row.whatsapp }]));
}

/** WhatsApp messages for the admin to send by hand (the "Pesan keluar" list). */
export async function queueWhatsApp(
  trx: Db,
  messages: readonly { recipient: string; body: string }[],
  now: string,
): Promise<void> {
  if (messages.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(messages.map((message) => ({ channel: 'whatsapp', ...message, created_at: now, sent_at: null })))
    .execute();
}

/** "userId:kind" of every kind these accounts receive in the site only. */
export async function emailOptOutsOf(db: Db, userIds: readonly number[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('notification_email_optouts')
    .select(['user_id', 'kind'])
    .where('user_id', 'in', [...userIds])
    .execute();
  return new Set(rows.map((row) => `${row.user_id}:${row.kind}`));
}

export async function queueEmails(
  trx: Db,
  mails: readonly { recipient: string; subject: string; body: string; link: string }[],
  now: string,
): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(mails.map((mail) => ({ channel: 'email', ...mail, created_at: now, sent_at: null })))
    .execute();
}

/** The newest notifications of one account (older than `before` when given), one more than asked to tell whether more exist. */
export async function notificationsOf(db: Db, userId: number, limit: number, before: number | undefined) {
  let query = db
    .selectFrom('notifications')
    .select(['id', 'kind', 'text', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId);
  if (before !== undefined) query = query.where('id', '<', before);
  return query
    .orderBy('id', 'desc')
    .limit(limit + 1)
    .execute();
}

export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Marks the account's own unread notifications read: the given ids, or all of them. */
export async function markRead(db: Db, userId: number, ids: readonly number[] | undefined, now: string): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: now })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', [...ids]);
  await query.execute();
}

export async function optOutKinds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_email_optouts')
    .select('kind')
    .where('user_id', '=', userId)
    .orderBy('kind')
    .execute();
  return rows.map((row) => row.kind);
}

/**
 * Makes the account's opt-outs exactly these kinds, in one transaction, safe when saves run at
 * once (a double click): the account's row is locked first (lockAccountRow), so the saves run one after the
 * other and the last wins whole. The delete-then-insert this replaced let two concurrent saves
 * insert the same key on PostgreSQL (a 500); the insert also says ON CONFLICT DO NOTHING.
 */
export async function replaceOptOuts(db: Kysely<Database>, userId: number, kinds: readonly string[]): Promise<void> {
  const wanted = [...new Set(kinds)];
  await db.transaction().execute(async (trx) => {
    await lockAccountRow(trx, userId);
    let unwanted = trx.deleteFrom('notification_email_optouts').where('user_id', '=', userId);
    if (wanted.length > 0) unwanted = unwanted.where('kind', 'not in', wanted);
    await unwanted.execute();
    if (wanted.length === 0) return;
    await trx
      .insertInto('notification_email_optouts')
      .values(wanted.map((kind) => ({ user_id: userId, kind })))
      .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doNothing())
      .execute();
  });
}

/** The reset link is sent at once by the request itself: the outbox's sender leaves it alone for this long, and sends it only if that failed. */
const IMMEDIATE_SEND_LEASE_MS = 10 * 60_000;

export async function queueLeasedMessage(
  db: Db,
  message: { channel: 'email' | 'whatsapp'; recipient: string; body: string; created_at: string },
): Promise<number> {
  const lease = new Date(new Date(message.created_at).getTime() + IMMEDIATE_SEND_LEASE_MS).toISOString();
  const row = await db
    .insertInto('outbox')
    .values({ ...message, sent_at: null, lease_until: lease })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
