// The server processes behind nginx and nginx itself: started, waited for, stopped. Shared by
// start.mjs (npm run start:cluster) and bench.mjs (npm run bench:cluster).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxConfig } from './nginxConfig.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverMain = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'main.js');
const NGINX_CANDIDATES = [
  '/usr/sbin/nginx',
  '/usr/local/sbin/nginx',
  '/usr/local/nginx/sbin/nginx',
  '/opt/homebrew/bin/nginx',
  '/usr/local/bin/nginx',
];
const MIME_CANDIDATES = [
  '/etc/nginx/mime.types',
  '/usr/local/etc/nginx/mime.types',
  '/opt/homebrew/etc/nginx/mime.types',
  '/usr/local/nginx/conf/mime.types',
];

/** What a newcomer's machine lacks, said plainly; the script stops with it. */
export class SetupProblem extends Error {}

export function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  const binary = onPath || NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!binary) {
    throw new SetupProblem(
      'nginx is not installed. On Debian/Ubuntu: sudo apt-get install -y nginx-light (or nginx); on macOS: brew install nginx. ' +
        'Only the binary is used: the cluster writes its own configuration into a temporary folder and never touches /etc/nginx.',
    );
  }
  const mimeTypes = MIME_CANDIDATES.find((candidate) => existsSync(candidate));
  if (!mimeTypes)
    throw new SetupProblem(
      `nginx found at ${binary}, but not its mime.types (looked in ${MIME_CANDIDATES.join(', ')})`,
    );
  return { binary, mimeTypes };
}

/** The cluster needs PostgreSQL: SQLite is one file for one process. */
export function requireDatabaseUrl(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (!url || !/^postgres(ql)?:\/\//.test(url)) {
    throw new SetupProblem(
      'DATABASE_URL must name a PostgreSQL database (e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/pintar): ' +
        'several server processes share one database, which SQLite (one file, one writer) is not made for.',
    );
  }
  return url;
}

export function requireBuiltServer() {
  if (!existsSync(serverMain))
    throw new SetupProblem('the server is not built: run `npm run build` first (or `npm start` once)');
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

export async function waitForHealth(baseUrl, isAlive, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`${baseUrl} exited before answering`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not answer /api/health within ${timeoutMs / 1000} s`);
}

/**
 * One server process on a loopback port. TRUST_PROXY=1: nginx sends the client's address in
 * X-Forwarded-For, which the per-address limits need. Background jobs run in every process:
 * each claims its work in the database (SKIP LOCKED), so none is done twice.
 */
export async function startServerProcess({ port, env, label }) {
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, () => child.exitCode === null && child.signalCode === null);
  return { port, baseUrl, child, label };
}

/**
 * Writes the configuration into runDir and starts nginx in the foreground (its own child).
 * `env` is the servers' environment (their keep-alive timeout); `bench`: nginxConfig's bench settings.
 */
export async function startNginx({ port, upstreams, runDir, env = process.env, bench = false }) {
  const { binary, mimeTypes } = findNginx();
  mkdirSync(runDir, { recursive: true });
  const serverKeepAliveMs = Number(env.KEEP_ALIVE_TIMEOUT_MS);
  const config = nginxConfig({
    port,
    upstreams,
    runDir,
    shellDir: path.resolve(env.SHELL_DIR ?? path.join(repoRoot, 'shell', 'dist')),
    deploymentsDir: path.resolve(env.DEPLOYMENTS_DIR ?? path.join(repoRoot, 'deployments')),
    repoRoot,
    mimeTypes,
    bench,
    // read as the server reads it (server/src/config.ts): a whole number of ms > 0, else its default
    ...(Number.isSafeInteger(serverKeepAliveMs) && serverKeepAliveMs > 0 ? { serverKeepAliveMs } : {}),
    // As root, nginx's workers would otherwise run as nobody, who may not read the builds.
    ...(process.getuid?.() === 0 ? { user: 'root' } : {}),
  });
  const configFile = path.join(runDir, 'nginx.conf');
  writeFileSync(configFile, config);
  const check = spawnSync(binary, ['-t', '-q', '-p', runDir, '-c', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused ${configFile}:\n${check.stderr}`);
  const child = spawn(binary, ['-p', runDir, '-c', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, () => child.exitCode === null && child.signalCode === null, 20_000);
  return { baseUrl, child, configFile };
}

/** Stops children and waits for them; nginx leaves on SIGQUIT after its requests, servers on SIGTERM. */
export async function stopAll(children) {
  await Promise.all(
    children.map(
      ({ child, signal = 'SIGTERM' }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill(signal);
        }),
    ),
  );
}

export const defaultRunDir = (port) => path.join(os.tmpdir(), `pintar-cluster-${port}`);

/**
 * nginx's error log in short: each kind of line with how often it came ("none" when empty), the
 * timestamps, process and connection numbers and the request's details left out.
 * @param {string} logText
 */
export function nginxErrorSummary(logText) {
  const counts = new Map();
  for (const line of logText.split('\n')) {
    if (!line.trim()) continue;
    const parsed = /^\S+ \S+ \[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: .*)?$/.exec(line);
    const kind = parsed ? `[${parsed[1]}] ${parsed[2]}` : line;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  if (counts.size === 0) return 'none';
  return [...counts].map(([kind, count]) => `${count}× ${kind}`).join('; ');
}
