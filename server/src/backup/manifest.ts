import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../db/connection';

/** Every table's row count and checksum, and the backup file's own checksum. */
export interface BackupManifest {
  kind: DatabaseKind;
  /** the PostgreSQL schema the dump holds (it is restored under the same name) */
  schema?: string;
  created_at: string;
  /** the data file beside this manifest */
  file: string;
  file_sha256: string;
  tables: Record<string, TableSummary>;
}

export interface TableSummary {
  rows: number;
  sha256: string;
}

// Tables are listed from the catalog, so a table added by a later migration is never left out.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, whatever its columns
type AnyDb = Kysely<any>;

export async function tableNames(db: AnyDb, kind: DatabaseKind): Promise<string[]> {
  const rows =
    kind === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return rows.rows.map((row) => row.name).sort();
}

function canonical(value: unknown): unknown {
  if (Buffer.isBuffer(value)) return `base64:${value.toString('base64')}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * A table's checksum does not depend on the order rows are read in: each row becomes a JSON array
 * of its values (columns in name order), the lines are sorted, and the sorted text is hashed.
 */
export async function summariseTable(db: AnyDb, table: string): Promise<TableSummary> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
  const lines = rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((column) => canonical(row[column])),
      ),
    )
    .sort();
  const hash = createHash('sha256');
  for (const line of lines) hash.update(`${line}\n`);
  return { rows: rows.length, sha256: hash.digest('hex') };
}

export async function summariseTables(db: AnyDb, kind: DatabaseKind): Promise<Record<string, TableSummary>> {
  const tables: Record<string, TableSummary> = {};
  for (const table of await tableNames(db, kind)) tables[table] = await summariseTable(db, table);
  return tables;
}

export function fileSha256(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')));
  });
}

/** The tables whose count or checksum differ (or that are missing on either side), by name. */
export function differingTables(expected: Record<string, TableSummary>, found: Record<string, TableSummary>): string[] {
  const names = new Set([...Object.keys(expected), ...Object.keys(found)]);
  return [...names]
    .filter((name) => expected[name]?.rows !== found[name]?.rows || expected[name]?.sha256 !== found[name]?.sha256)
    .sort();
}
