/**
 * `npm run restore -- <file>`: restores a backup of `npm run backup` into the configured database
 * (DATABASE_URL / DATA_DIR, as the server), which must be empty; checks the file and every table
 * against the manifest beside it.
 */
import { restoreBackup } from '../backup/restore';
import { loadDatabaseConfig } from '../db/config';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) {
    console.error(
      'Pemakaian: npm run restore -- <berkas cadangan>   (contoh: npm run restore -- backups/pintar-sqlite-20310501T080000000Z.sqlite)',
    );
    process.exit(2);
  }
  const manifest = await restoreBackup(file, loadDatabaseConfig());
  console.log(
    `Dipulihkan dari ${file} (dibuat ${manifest.created_at}): ${Object.keys(manifest.tables).length} tabel sama dengan manifesnya.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
