import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths';
import { freePort } from './productionServer';

/** The server key the e2e server and the stand-in share (a sandbox-like key of no account). */
export const E2E_MIDTRANS_KEY = 'SB-Mid-server-e2e-lokal';
export const NOTIFICATION_PATH = '/api/pembayaran/midtrans/notifikasi';

export interface RunningStandIn {
  process: ChildProcess;
  url: string;
}

/**
 * Starts the Midtrans stand-in as a developer runs it (`npm run midtrans:stand-in`'s command) on a
 * free port, sending its notifications to `notifyUrl` (the e2e server, started after it).
 */
export async function startMidtransStandIn(notifyUrl: string): Promise<RunningStandIn> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      '-r',
      path.join(repoRoot, 'server/test/helpers/runTypeScript.cjs'),
      path.join(repoRoot, 'server/test/helpers/midtransStandInMain.ts'),
    ],
    {
      env: {
        ...process.env,
        MIDTRANS_SERVER_KEY: E2E_MIDTRANS_KEY,
        MIDTRANS_STAND_IN_PORT: String(port),
        MIDTRANS_NOTIFY_URL: notifyUrl,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the Midtrans stand-in exited with code ${child.exitCode}`);
    const answered = await fetch(`${url}/_stand-in`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { process: child, url };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the Midtrans stand-in did not answer ${url} within 60 s`);
}

/** What a bank does once the student transfers to the virtual account: Midtrans then notifies the server. */
export async function payVirtualAccount(vaNumber: string): Promise<void> {
  const url = process.env.E2E_MIDTRANS_URL;
  if (!url) throw new Error('E2E_MIDTRANS_URL is not set: run through the e2e globalSetup');
  const answer = await fetch(`${url}/_stand-in/bayar`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ va_number: vaNumber }),
  });
  const body = (await answer.json()) as { notifikasi?: number | null };
  if (answer.status !== 200 || body.notifikasi !== 200)
    throw new Error(`the stand-in's payment answered ${answer.status}: ${JSON.stringify(body)}`);
}
