import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { DatabaseConfig } from '../db/config';
import { openDatabase } from '../db/connection';
import { fileSha256, summariseTables, type BackupManifest } from './manifest';
import { runTool } from './tools';

export interface BackupResult {
  file: string;
  manifestFile: string;
  manifest: BackupManifest;
}

/** Backups are named by kind and instant, so names sort by age: pintar-sqlite-20310501T080000123Z.sqlite */
const BACKUP_NAME = /^pintar-(sqlite|postgres)-(\d{8}T\d{9}Z)\.(sqlite|dump)$/;

export const manifestFileOf = (file: string) => `${file}.manifest.json`;

function backupName(config: DatabaseConfig, at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `pintar-${config.kind}-${stamp}.${config.kind === 'sqlite' ? 'sqlite' : 'dump'}`;
}

/** SQLite's online backup API: a consistent copy while the server keeps writing. */
async function backUpSqlite(
  file: string,
  target: string,
): Promise<Omit<BackupManifest, 'file' | 'file_sha256' | 'created_at'>> {
  const source = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  // The copy is summarised as written (what a restore will get), in rollback-journal mode so it
  // stays one self-contained file.
  const copy = new BetterSqlite3(target);
  copy.pragma('journal_mode = DELETE');
  const db = new Kysely({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return { kind: 'sqlite', tables: await summariseTables(db, 'sqlite') };
  } finally {
    await db.destroy();
  }
}

/**
 * pg_dump's custom format, taken in the snapshot the manifest is computed in (one repeatable-read
 * transaction exports it), so the counts describe exactly what the dump holds.
 */
async function backUpPostgres(
  config: Extract<DatabaseConfig, { kind: 'postgres' }>,
  target: string,
): Promise<Omit<BackupManifest, 'file' | 'file_sha256' | 'created_at'>> {
  const handle = openDatabase(config);
  try {
    return await handle.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const snapshot = (await sql<{ id: string }>`select pg_export_snapshot() as id`.execute(trx)).rows[0]?.id;
        if (!snapshot) throw new Error('PostgreSQL tidak memberi snapshot');
        await runTool('pg_dump', [
          '-Fc',
          `--snapshot=${snapshot}`,
          '-n',
          config.schema,
          '-f',
          target,
          '-d',
          config.url,
        ]);
        return { kind: 'postgres' as const, schema: config.schema, tables: await summariseTables(trx, 'postgres') };
      });
  } finally {
    await handle.close();
  }
}

/** Writes a backup and its manifest into `dir` (created when missing); answers where. */
export async function takeBackup(config: DatabaseConfig, dir: string, at: Date): Promise<BackupResult> {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupName(config, at));
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    const summary =
      config.kind === 'sqlite' ? await backUpSqlite(config.file, partial) : await backUpPostgres(config, partial);
    const manifest: BackupManifest = {
      ...summary,
      created_at: at.toISOString(),
      file: path.basename(file),
      file_sha256: await fileSha256(partial),
    };
    // The manifest first: a data file without one is never taken for a finished backup.
    const manifestFile = manifestFileOf(file);
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, file);
    return { file, manifestFile, manifest };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Deletes all but the newest `keep` backups in `dir` (with their manifests); answers what went. */
export function pruneBackups(dir: string, keep: number): string[] {
  const backups = readdirSync(dir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort((a, b) => (BACKUP_NAME.exec(b)?.[2] ?? '').localeCompare(BACKUP_NAME.exec(a)?.[2] ?? ''));
  const removed = backups.slice(Math.max(keep, 1));
  for (const name of removed) {
    rmSync(path.join(dir, name), { force: true });
    rmSync(manifestFileOf(path.join(dir, name)), { force: true });
  }
  return removed;
}
