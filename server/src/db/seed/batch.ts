import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../schema';

/** Both SQLite (32,766) and PostgreSQL (65,535) cap bound parameters per statement. */
const MAX_PARAMETERS = 30_000;

/** Multi-row inserts in chunks that stay under the parameter limit of either database. */
export async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first).length;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    // Kysely's generic insert typing cannot follow a table name chosen at run time.
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}
