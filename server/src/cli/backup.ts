/**
 * `npm run backup`: a consistent copy of the database (SQLite's online backup, or pg_dump -Fc on
 * PostgreSQL) with a manifest of every table's row count and checksum, into BACKUP_DIR (<repo>/backups).
 */
import { takeBackup } from '../backup/backup';
import { backupDirFrom } from '../backup/backupJob';
import { loadDatabaseConfig } from '../db/config';

async function main(): Promise<void> {
  const result = await takeBackup(loadDatabaseConfig(), backupDirFrom(process.env), new Date());
  const tables = Object.values(result.manifest.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  console.log(`Cadangan dibuat: ${result.file}`);
  console.log(`Manifes: ${result.manifestFile} (${tables.length} tabel, ${rows} baris)`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
