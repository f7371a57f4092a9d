import { rmSync } from 'node:fs';
import path from 'node:path';

export default async function globalTeardown(): Promise<void> {
  const server = globalThis.__E2E_SERVER__;
  if (!server) return;
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  // each run has its own data and deployments folder; nothing in it is needed afterwards
  rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
}
