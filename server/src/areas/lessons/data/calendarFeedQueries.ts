import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

/** The server's calendar key, made by the first call (two first calls at once keep one). */
export async function calendarSecret(db: Db, fresh: () => string): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: 'calendar_secret', value: fresh() })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  return (
    await db.selectFrom('settings').select('value').where('key', '=', 'calendar_secret').executeTakeFirstOrThrow()
  ).value;
}

export async function feedGeneration(db: Db, userId: number): Promise<number | undefined> {
  return (await db.selectFrom('calendar_feeds').select('generation').where('user_id', '=', userId).executeTakeFirst())
    ?.generation;
}

/** The user's first feed (generation 1); a concurrent first ask inserts nothing. */
export async function insertFirstFeed(db: Db, userId: number, tokenHash: string, createdAt: string): Promise<void> {
  await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, generation: 1, token_hash: tokenHash, created_at: createdAt })
    .onConflict((c) => c.column('user_id').doNothing())
    .execute();
}

/**
 * The feed's next generation, in one transaction: the first write locks the row, so concurrent
 * rotations of one user run one after the other; `tokenFor` gives the new token's hash.
 */
export async function rotateFeed(
  db: Db,
  userId: number,
  createdAt: string,
  tokenFor: (generation: number) => { token: string; hash: string },
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('calendar_feeds')
      .set({ generation: (eb) => eb('generation', '+', 1) })
      .where('user_id', '=', userId)
      .execute();
    const { generation } = await trx
      .selectFrom('calendar_feeds')
      .select('generation')
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const { token, hash } = tokenFor(generation);
    await trx
      .updateTable('calendar_feeds')
      .set({ token_hash: hash, created_at: createdAt })
      .where('user_id', '=', userId)
      .execute();
    return token;
  });
}

/** The account whose feed this token hash opens. */
export async function feedOwner(db: Db, tokenHash: string) {
  return db
    .selectFrom('calendar_feeds as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['u.id', 'u.role'])
    .where('f.token_hash', '=', tokenHash)
    .executeTakeFirst();
}
