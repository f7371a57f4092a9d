import type { Db } from '../../../db/schema';

/** The account's sessions not expired at `now`, the latest used first. */
export async function liveSessionsOf(db: Db, userId: number, now: string) {
  return db
    .selectFrom('sessions')
    .select(['token_hash', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .orderBy('token_hash')
    .execute();
}

/** true when this call ended the session of this account */
export async function deleteSessionOf(db: Db, userId: number, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Ends every session of the account but `keepTokenHash`; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: number, keepTokenHash: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
