import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../db/config';
import { openDatabase } from '../db/connection';
import { manifestFileOf } from './backup';
import { differingTables, fileSha256, summariseTables, tableNames, type BackupManifest } from './manifest';
import { runTool } from './tools';

/** A restore refused before anything was written, or whose result did not match its manifest. */
export class RestoreRefused extends Error {}

function readManifest(file: string): BackupManifest {
  const manifestFile = manifestFileOf(file);
  if (!existsSync(manifestFile)) throw new RestoreRefused(`Manifes ${manifestFile} tidak ada: cadangan tidak lengkap`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
}

function checkMatches(manifest: BackupManifest, found: BackupManifest['tables']): void {
  const differing = differingTables(manifest.tables, found);
  if (differing.length > 0)
    throw new RestoreRefused(`Hasil pemulihan tidak sama dengan manifes pada tabel: ${differing.join(', ')}`);
}

async function sqliteTables(file: string): Promise<BackupManifest['tables']> {
  const db = new Kysely({ dialect: new SqliteDialect({ database: new BetterSqlite3(file, { readonly: true }) }) });
  try {
    return await summariseTables(db, 'sqlite');
  } finally {
    await db.destroy();
  }
}

async function restoreSqlite(file: string, manifest: BackupManifest, target: string): Promise<void> {
  if (existsSync(target)) {
    const probe = new Kysely({
      dialect: new SqliteDialect({ database: new BetterSqlite3(target, { readonly: true }) }),
    });
    const tables = await tableNames(probe, 'sqlite').finally(() => probe.destroy());
    if (tables.length > 0)
      throw new RestoreRefused(`${target} tidak kosong (${tables.length} tabel): pulihkan ke database kosong`);
  }
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.restoring`;
  copyFileSync(file, partial);
  try {
    checkMatches(manifest, await sqliteTables(partial));
    for (const leftover of [target, `${target}-wal`, `${target}-shm`]) rmSync(leftover, { force: true });
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function restorePostgres(
  file: string,
  manifest: BackupManifest,
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
): Promise<void> {
  if (manifest.schema !== config.schema)
    throw new RestoreRefused(
      `Cadangan ini berisi schema ${manifest.schema ?? '?'}, bukan ${config.schema} (DATABASE_SCHEMA): pulihkan ke schema yang sama`,
    );
  const handle = openDatabase(config);
  try {
    const tables = await tableNames(handle.db, 'postgres');
    if (tables.length > 0)
      throw new RestoreRefused(
        `Schema ${config.schema} tidak kosong (${tables.length} tabel): pulihkan ke database kosong`,
      );
    const schemaExists =
      (
        await sql<{ n: number }>`select count(*) as n from pg_namespace where nspname = ${config.schema}`.execute(
          handle.db,
        )
      ).rows[0]?.n === 1;
    // The order-code search's trigram index needs pg_trgm, installed in public by migration 021; a
    // schema dump does not carry extensions.
    await sql`create extension if not exists pg_trgm with schema public`.execute(handle.db);
    // An existing empty schema (a new database's public) is kept: its own CREATE SCHEMA is skipped.
    const list = (await runTool('pg_restore', ['-l', file]))
      .split('\n')
      .filter((line) => !(schemaExists && new RegExp(`^\\d+; \\d+ \\d+ SCHEMA - ${config.schema} `).test(line)))
      .join('\n');
    const listFile = path.join(os.tmpdir(), `pintar-restore-${process.pid}-${Date.now()}.list`);
    writeFileSync(listFile, list);
    try {
      await runTool('pg_restore', ['--no-owner', '--exit-on-error', '-L', listFile, '-d', config.url, file]);
    } finally {
      rmSync(listFile, { force: true });
    }
    checkMatches(manifest, await summariseTables(handle.db, 'postgres'));
  } finally {
    await handle.close();
  }
}

/**
 * Restores `file` (a backup of takeBackup, its manifest beside it) into the configured database,
 * which must be empty; checks the file against the manifest first and every table after.
 */
export async function restoreBackup(file: string, config: DatabaseConfig): Promise<BackupManifest> {
  const manifest = readManifest(file);
  if (manifest.kind !== config.kind)
    throw new RestoreRefused(`Cadangan ${manifest.kind} tidak dapat dipulihkan ke ${config.kind}`);
  if ((await fileSha256(file)) !== manifest.file_sha256)
    throw new RestoreRefused(`Checksum ${path.basename(file)} tidak sama dengan manifesnya: berkas rusak`);
  if (config.kind === 'sqlite') await restoreSqlite(file, manifest, config.file);
  else await restorePostgres(file, manifest, config);
  return manifest;
}
