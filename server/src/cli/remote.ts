/**
 * `npm run remote -- <promote|rollback|status> [remote]`: a team ships or withdraws its canary
 * without a browser. Works on the same remotes.json (DEPLOYMENTS_DIR / REMOTES_JSON) as the server,
 * with the same atomic rewrite and history as the platform desk.
 */
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import { versionOfEntry } from '@tutor/rules';
import { loadConfig } from '../config';
import { changeCanary, readHistory } from '../platform/remotesManifestWriter';

const USAGE =
  'Pemakaian: npm run remote -- promote <remote> | rollback <remote> | status   (contoh: npm run remote -- promote mf-blog)';

const PROBLEMS = {
  'no-canary': 'tidak sedang menjalankan versi uji',
  'no-remote': 'tidak ada di remotes.json',
  unreadable: 'remotes.json tidak dapat dibaca',
} as const;

interface ManifestShape {
  remotes?: { name: string; entry: string; canary?: { entry: string; percent: number } }[];
}

async function status(file: string): Promise<void> {
  let manifest: ManifestShape;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as ManifestShape;
  } catch {
    console.log(`${file} belum ada: server memakai remotes.json bawaan, tanpa canary.`);
    return;
  }
  for (const remote of manifest.remotes ?? []) {
    const canary = remote.canary
      ? `, canary ${versionOfEntry(remote.canary.entry)} untuk ${remote.canary.percent}% pengunjung`
      : '';
    console.log(`${remote.name}: live ${versionOfEntry(remote.entry)}${canary}`);
  }
  for (const event of await readHistory(file, 5))
    console.log(
      `${event.waktu} ${event.aksi} ${event.remote}: ${event.dari} → ${event.ke} (${event.oleh}) ${event.alasan}`,
    );
}

async function main(argv: string[]): Promise<number> {
  const [command, remote] = argv;
  const file = loadConfig(process.env).remotesManifest;
  if (command === 'status') {
    await status(file);
    return 0;
  }
  if ((command !== 'promote' && command !== 'rollback') || !remote) {
    console.error(USAGE);
    return 2;
  }
  const action = command === 'promote' ? 'promosi' : 'rollback';
  const reason =
    command === 'promote' ? 'Versi uji dijadikan aktif dari baris perintah.' : 'Dikembalikan dari baris perintah.';
  const change = await changeCanary(
    file,
    remote,
    action,
    reason,
    `${os.userInfo().username} (baris perintah)`,
    new Date(),
  );
  if (!change.ok) {
    console.error(`${remote}: ${PROBLEMS[change.problem]} (${change.detail}).`);
    return 1;
  }
  console.log(
    `${change.event.remote}: ${command === 'promote' ? 'dipromosikan' : 'di-rollback'}; live sekarang ${change.event.ke}. Riwayat: ${file.replace(/remotes\.json$/, 'remotes-history.log')}`,
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
