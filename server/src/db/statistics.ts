import { sql } from 'kysely';
import type { DatabaseHandle } from './connection';

/**
 * Fresh planner statistics after a bulk write (the first seed, an import): PostgreSQL plans from
 * them, and autovacuum analyses a new table only after a while, so until then the first searches
 * could pick sequential scans. Only this schema's tables (a bare ANALYZE would walk every schema of
 * the database). SQLite's plans come from the covering indexes and are left alone; its log is
 * checkpointed instead.
 */
export async function refreshStatistics(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'postgres') {
    // The seed's one transaction left its every page in the write-ahead log (~280 MiB at 100,000
    // teachers): copy them into the database file and empty the log, so no read looks there.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    return;
  }
  const { rows } = await sql<{
    name: string;
  }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(handle.db);
  if (rows.length === 0) return;
  await sql`analyze ${sql.join(rows.map((row) => sql.id(row.name)))}`.execute(handle.db);
}
