import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { E2E_ADMIN } from './accounts';
import { artifactsDir, serverEntry } from './paths';

export interface RunningServer {
  process: ChildProcess;
  baseUrl: string;
  dataDir: string;
  deploymentsDir: string;
}

export async function freePort(): Promise<number> {
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

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/** Starts the production server (built apps + API) on a free port (or `port`) with a fresh database and `env` added. */
export async function startServer(options: { port?: number; env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  mkdirSync(artifactsDir, { recursive: true });
  const runDir = mkdtempSync(path.join(artifactsDir, 'run-'));
  const dataDir = path.join(runDir, 'data');
  const deploymentsDir = path.join(runDir, 'deployments');
  mkdirSync(deploymentsDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEPLOYMENTS_DIR: deploymentsDir,
      DATABASE_URL: '',
      // the admin is created at first start from these, so the tests can log in as admin
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // two-step login provisioned with the admin (an admin without it reaches no admin route)
      ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
      // the whole suite registers its students and teachers from 127.0.0.1 within minutes
      REGISTER_PER_ADDRESS: '500',
      // the deploy drill's failing canary is judged after 6 of its views, not the default 50
      CANARY_MIN_VIEWS: '6',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, child, 120_000);
  return { process: child, baseUrl, dataDir, deploymentsDir };
}

/** Stops the server and removes its run folder (data and deployments; nothing in it is needed afterwards). */
export async function stopServer(server: RunningServer): Promise<void> {
  if (server.process.exitCode === null) {
    const exited = new Promise((resolve) => server.process.once('exit', resolve));
    server.process.kill('SIGTERM');
    // The timer is cleared once the server has exited: a pending 5 s timer kept jest's process
    // alive after the run ("Jest did not exit one second after the test run has completed").
    let giveUp: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      giveUp = setTimeout(() => resolve('gave up'), 5000);
    });
    const outcome = await Promise.race([exited, gaveUp]);
    clearTimeout(giveUp);
    if (outcome === 'gave up') server.process.kill('SIGKILL');
  }
  rmSync(path.dirname(server.dataDir), { recursive: true, force: true });
}
