import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

/** The audit rows written after row `afterId` (oldest first). */
export function auditRowsAfter(db: Kysely<Database>, afterId: number) {
  return db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').execute();
}

/** The newest audit row's id (0 for none): rows after it are what a request wrote. */
export async function lastAuditId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
