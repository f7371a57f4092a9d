import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * A signing secret kept in the `settings` table, so every server process of one site signs and
 * accepts the same tokens; the first process to start writes it, the others read that one.
 * `override` (from the environment) wins when set.
 */
export async function settingSecret(db: Kysely<Database>, key: string, override: string | undefined): Promise<string> {
  if (override) return override;
  const candidate = randomBytes(32).toString('hex');
  await db
    .insertInto('settings')
    .values({ key, value: candidate })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value;
}
