// The load of bench:cluster's read rows: wrk when it is on PATH (C, a few µs of CPU per request,
// so the two CPUs go to nginx and the servers), else autocannon (Node, tens of µs per request).
// Both give the same figures: requests, req/s, p50/p99 in ms, socket errors and answers not 2xx.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { SetupProblem } from './processes.mjs';
import { parseWrkResult, wrkScript } from './wrkScript.mjs';

const require = createRequire(import.meta.url);
/** Built by `npm run build:bench -w server`, which `npm run bench:cluster` runs first. */
export const benchBuild = path.resolve(import.meta.dirname, '../../server/dist/server/bench');

/**
 * wrk if it is on PATH, else autocannon; BENCH_LOAD_GENERATOR=wrk|autocannon chooses.
 * @returns {{ name: 'wrk', binary: string } | { name: 'autocannon' }}
 */
export function chooseLoadGenerator(env = process.env) {
  const wanted = env.BENCH_LOAD_GENERATOR?.trim() || undefined;
  if (wanted && wanted !== 'wrk' && wanted !== 'autocannon')
    throw new SetupProblem(`BENCH_LOAD_GENERATOR is wrk or autocannon, not "${wanted}"`);
  const binary = spawnSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).stdout.trim();
  if (wanted === 'wrk' && !binary)
    throw new SetupProblem(
      'BENCH_LOAD_GENERATOR=wrk, but wrk is not on PATH (Debian/Ubuntu: sudo apt-get install -y wrk)',
    );
  return wanted === 'autocannon' || !binary ? { name: 'autocannon' } : { name: 'wrk', binary };
}

/**
 * One run of GETs over `paths` against `url`.
 * sharedOrder: every request takes the next path of one list shared by all connections (wrk always
 * does); otherwise each connection goes through the list on its own (autocannon's way).
 * @param {{ name: string, binary?: string }} generator
 * @param {{ url: string, paths: string[], headers: Record<string, string>, connections: number, seconds: number, sharedOrder?: boolean }} run
 */
export async function readLoad(generator, run) {
  if (generator.name === 'wrk') return wrkLoad(generator.binary, run);
  return run.sharedOrder ? autocannonInChild(run) : autocannonHere(run);
}

async function wrkLoad(binary, { url, paths, headers, connections, seconds }) {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pintar-wrk-'));
  try {
    const script = path.join(folder, 'reads.lua');
    writeFileSync(script, wrkScript(paths, headers));
    // one thread: one Lua state, so one order of paths for all connections (and one core at most)
    const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', script, url];
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    if (code !== 0) throw new Error(`wrk ended with ${code}:\n${stderr}${stdout}`);
    return { generator: 'wrk', ...parseWrkResult(stdout) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** autocannon in this process, each connection through the paths in order; socket errors by kind. */
async function autocannonHere({ url, paths, headers, connections, seconds }) {
  const autocannon = require('autocannon');
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    requests: paths.map((requestPath) => ({ method: 'GET', path: requestPath, headers })),
  });
  const socketErrors = {};
  instance.on('reqError', (error) => {
    const kind = error?.code ?? error?.message ?? 'error';
    socketErrors[kind] = (socketErrors[kind] ?? 0) + 1;
  });
  const result = await instance;
  return {
    generator: 'autocannon',
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    socketErrors,
    non2xx: result.non2xx,
    failed: result.errors + result.non2xx,
  };
}

/** autocannon in a child process (server/bench/loadInChild), one order of paths for all connections. */
async function autocannonInChild({ url, paths, headers, connections, seconds }) {
  const { loadInChild } = require(path.join(benchBuild, 'loadInChild.js'));
  const requests = paths.map((requestPath) => ({ method: 'GET', path: requestPath, headers }));
  const result = await loadInChild({ url, connections, duration: seconds, requests, sharedOrder: true });
  const non2xx = Object.entries(result.statuses)
    .filter(([status]) => !/^2\d\d$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    generator: 'autocannon',
    requests: result.requests,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors - non2xx,
    socketErrors: {},
    non2xx,
    failed: result.errors,
  };
}

/** "failed 0" or "failed 3 (read 2, status ≥ 400: 1)": what a row's failures were. */
export function describeFailures(result) {
  const named = Object.entries(result.socketErrors).filter(([, count]) => count > 0);
  const kinds = named.map(([kind, count]) => `${kind} ${count}`);
  const unnamed = result.errors - named.reduce((sum, [, count]) => sum + count, 0);
  if (unnamed > 0) kinds.push(`socket errors ${unnamed}`);
  if (result.non2xx > 0) kinds.push(`${result.generator === 'wrk' ? 'status ≥ 400' : 'not 2xx'}: ${result.non2xx}`);
  return kinds.length > 0 ? `failed ${result.failed} (${kinds.join(', ')})` : `failed ${result.failed}`;
}
