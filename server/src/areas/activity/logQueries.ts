import type { Insertable, Kysely } from 'kysely';
import type { ClientErrorLogTable, Database } from '../../db/schema';

export async function insertClientError(db: Kysely<Database>, row: Insertable<ClientErrorLogTable>): Promise<void> {
  await db.insertInto('client_error_logs').values(row).execute();
}
