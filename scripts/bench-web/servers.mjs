// Starts the production server (server/dist) on a loopback port for one variant of the site.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * @param {{ repoRoot: string, shellDir: string, remotesJson?: object, dataDir: string, env?: object }} options
 * A remotesJson of `{ remotes: [] }` serves the monolith: nothing to inline or preload for it.
 * `env` adds to the server's environment (the admin a fresh database is created with).
 */
export async function startServer({ repoRoot, shellDir, remotesJson, dataDir, env = {} }) {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const deploymentsDir = path.join(runDir, 'deployments');
  mkdirSync(deploymentsDir);
  if (remotesJson) writeFileSync(path.join(deploymentsDir, 'remotes.json'), JSON.stringify(remotesJson));
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(repoRoot, 'server', 'dist', 'server', 'src', 'main.js')], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SHELL_DIR: shellDir,
      DEPLOYMENTS_DIR: deploymentsDir,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // migrations and the seed of a fresh database took 77 s on the 2-CPU machine at load average 30
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return { baseUrl, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not start');
}
