import type { Insertable, Kysely } from 'kysely';
import type { ClientErrorLogTable, Database } from '../../../db/schema';

/** Stores a report and drops those older than the newest `keep` (ids grow with time). */
export async function insertClientError(
  db: Kysely<Database>,
  row: Insertable<ClientErrorLogTable>,
  keep: number,
): Promise<void> {
  const inserted = await db.insertInto('client_error_logs').values(row).returning('id').executeTakeFirstOrThrow();
  await db
    .deleteFrom('client_error_logs')
    .where('id', '<=', inserted.id - keep)
    .execute();
}
