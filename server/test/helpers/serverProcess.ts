/**
 * Real server processes for tests that need more than one, or one that dies: `src/main.ts` run
 * through ts-node's register hook on a free loopback port, its output kept for failure messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../src/db/config';

const serverSource = path.join(__dirname, '..', '..', 'src', 'main.ts');
const runTypeScript = path.join(__dirname, 'runTypeScript.cjs');

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

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output: string[];
}

/** The environment that points a server process at the test's database. */
export function databaseEnvOf(config: DatabaseConfig): NodeJS.ProcessEnv {
  return config.kind === 'postgres'
    ? { DATABASE_URL: config.url, DATABASE_SCHEMA: config.schema }
    : { DATABASE_URL: '', DATA_DIR: path.dirname(config.file) };
}

/** Polls /api/health until the process listens; no fixed wait, only a bound for a hung start. */
export async function untilHealthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 100_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited (${server.child.exitCode}):\n${server.output.join('')}`);
    const healthy = await fetch(`${server.baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${server.baseUrl}:\n${server.output.join('')}`);
}

/** Starts `src/main.ts` in production mode without the built apps; `env` adds to the database's. */
export function startServerProcess(port: number, env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ['--require', runTypeScript, serverSource], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHELL_DIR: path.join(os.tmpdir(), 'no-shell-built'),
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { child, baseUrl: `http://127.0.0.1:${port}`, output };
}

/** Resolves once the process has exited (at once if it already has). */
export function exited(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
  });
}

/** Ends a process with SIGTERM and waits for it. */
export async function stopServerProcess(server: ServerProcess): Promise<void> {
  const done = exited(server);
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  await done;
}
