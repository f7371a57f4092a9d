/**
 * Sessions work across processes (DESIGN §8): two real server processes on one database, the way
 * a load balancer would run them. On PostgreSQL (DATABASE_URL) that is one schema; on SQLite one
 * file. A session and a CSRF token made at one process are honoured at the other, and a logout at
 * the second ends the session at the first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { prepareDatabase } from '../src/db/prepare';
import { freshDatabaseConfig, TEST_ADMIN, TEST_TODAY } from './helpers/testApp';

const serverSource = path.join(__dirname, '..', 'src', 'main.ts');
const runTypeScript = path.join(__dirname, 'helpers', 'runTypeScript.cjs');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

/** Polls /api/health until the process listens; no fixed wait, only a bound for a hung start. */
async function untilHealthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited (${server.child.exitCode}):\n${server.output.join('')}`);
    const healthy = await fetch(`${server.baseUrl}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${server.baseUrl}:\n${server.output.join('')}`);
}

function startServer(port: number, databaseEnv: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ['--require', runTypeScript, serverSource], {
    env: {
      ...process.env,
      ...databaseEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHELL_DIR: path.join(os.tmpdir(), 'no-shell-built'),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output };
}

function cookieOf(response: Response): string {
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

const { config, cleanup } = freshDatabaseConfig();
const databaseEnv: NodeJS.ProcessEnv =
  config.kind === 'postgres' ? { DATABASE_URL: config.url, DATABASE_SCHEMA: config.schema } : { DATABASE_URL: '', DATA_DIR: path.dirname(config.file) };
const servers: ServerProcess[] = [];
let closeDatabase: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  // Migrated and seeded once here, so the two processes start on a ready database (as a deploy does).
  const { handle } = await prepareDatabase(config, 200, TEST_TODAY, { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password });
  closeDatabase = async () => {
    await cleanup(handle);
    await handle.close();
  };
  const [first, second] = [await freePort(), await freePort()];
  servers.push(startServer(first, databaseEnv), startServer(second, databaseEnv));
  await Promise.all(servers.map(untilHealthy));
});

afterAll(async () => {
  await Promise.all(
    servers.map(
      (server) =>
        new Promise<void>((resolve) => {
          if (server.child.exitCode !== null) return resolve();
          server.child.once('exit', () => resolve());
          server.child.kill('SIGTERM');
        }),
    ),
  );
  await closeDatabase();
});

it('honours at one process the session and CSRF token made at the other, and a logout at either ends it', async () => {
  const [one, two] = servers as [ServerProcess, ServerProcess];
  expect(one.child.pid).not.toBe(two.child.pid);

  const csrf = await fetch(`${one.baseUrl}/api/auth/csrf`);
  const token = ((await csrf.json()) as { token: string }).token;
  const csrfCookie = cookieOf(csrf);
  const login = await fetch(`${one.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: csrfCookie, 'x-csrf-token': token },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.guru.email, password: DEMO_ACCOUNTS.guru.password }),
  });
  expect(login.status).toBe(200);
  const headers = { cookie: `${csrfCookie}; ${cookieOf(login)}`, 'x-csrf-token': token, 'content-type': 'application/json' };

  const me = await fetch(`${two.baseUrl}/api/auth/me`, { headers });
  expect(me.status).toBe(200);
  expect(await me.json()).toEqual({ data: expect.objectContaining({ email: DEMO_ACCOUNTS.guru.email, role: 'guru' }) });

  // A write at the second process passes its CSRF check with the first's token: the body is what it refuses.
  const write = await fetch(`${two.baseUrl}/api/guru/profil`, { method: 'PUT', headers, body: JSON.stringify({ jenis_kelamin: 'X' }) });
  expect(write.status).toBe(400);

  const logout = await fetch(`${two.baseUrl}/api/auth/logout`, { method: 'POST', headers: { cookie: headers.cookie, 'x-csrf-token': token } });
  expect(logout.status).toBe(204);
  expect((await fetch(`${one.baseUrl}/api/auth/me`, { headers })).status).toBe(401);
});
