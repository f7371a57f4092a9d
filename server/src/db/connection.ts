import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { SQLITE_CACHE_MIB, SQLITE_MMAP_MIB, type DatabaseConfig, type SqliteConfig } from './config';
import type { Database } from './schema';
import { withNamedStatements } from './pgStatements';
import { withStatementCache } from './statementCache';

export type DatabaseKind = DatabaseConfig['kind'];

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * PostgreSQL returns count(*) (int8) and avg() (numeric) as strings; SQLite returns numbers.
 * Parsing both here keeps query results identical on the two databases.
 */
function pgTypeParser(oid: number, format?: string): (value: string) => unknown {
  if (oid === PG_INT8) return (value) => Number(value);
  if (oid === PG_NUMERIC) return (value) => Number(value);
  return pg.types.getTypeParser(oid, format as 'text');
}

function openSqlite({ file, cacheMiB = SQLITE_CACHE_MIB, mmapMiB = SQLITE_MMAP_MIB }: SqliteConfig): DatabaseHandle {
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Negative: a size in KiB rather than pages.
  sqlite.pragma(`cache_size = -${Math.round(cacheMiB * 1024)}`);
  sqlite.pragma(`mmap_size = ${Math.round(mmapMiB * 1024 * 1024)}`);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return {
    db,
    kind: 'sqlite',
    close: async () => {
      await db.destroy();
      if (sqlite.open) sqlite.close();
    },
  };
}

function openPostgres(url: string, schema: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Every connection works inside the configured schema, so test runs can use a fresh one.
    options: `-c search_path=${schema}`,
    types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.kind === 'sqlite') return openSqlite(config);
  if (!SCHEMA_NAME.test(config.schema)) throw new Error(`Nama schema PostgreSQL tidak valid: ${config.schema}`);
  return openPostgres(config.url, config.schema);
}
