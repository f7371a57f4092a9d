import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';

/**
 * The desk searches a part of an order code or of a student's name (`lower(..) LIKE '%..%'`). A
 * B-tree cannot answer a pattern with a leading wildcard, so on PostgreSQL trigram indexes do
 * (pg_trgm, a trusted extension since PostgreSQL 13): at 1,000,000 orders a part of a code was a
 * parallel scan of every order (~0.8 s alone, minutes at 50 at once). Its operator class is named
 * with the schema the extension lives in (installed once per database, usually public), so a second
 * schema of the same database finds it. SQLite scans: its LIKE has no such index.
 */
/**
 * IF NOT EXISTS is not enough when two processes migrate two schemas of one database at once: the
 * second waits for the first and then fails on the catalog's unique key. A savepoint keeps that
 * failure from aborting this migration's transaction; the first one's extension is there by then.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTrigramExtension(db: Kysely<any>): Promise<void> {
  await sql`savepoint pg_trgm_install`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`release savepoint pg_trgm_install`.execute(db);
  } catch (error) {
    const code = (error as { code?: string }).code;
    // 23505 unique_violation, 42710 duplicate_object: another process installed it meanwhile
    if (code !== '23505' && code !== '42710') throw error;
    await sql`rollback to savepoint pg_trgm_install`.execute(db);
  }
}

export function searchTrigramsMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      if (kind !== 'postgres') return;
      await createTrigramExtension(db);
      const found = await sql<{
        schema: string;
      }>`select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'`.execute(
        db,
      );
      const schema = found.rows[0]?.schema ?? 'public';
      const trigrams = sql`${sql.id(schema)}.gin_trgm_ops`;
      await sql`create index orders_kode_trgm on orders using gin (lower(kode) ${trigrams})`.execute(db);
      await sql`create index users_nama_trgm on users using gin (lower(nama) ${trigrams})`.execute(db);
    },
  };
}
