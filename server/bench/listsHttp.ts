/**
 * The list bench over HTTP (issue 50): the bare route and then each list, in one run. Each target
 * is loaded in a closed loop of `connections` (its capacity, req/s, and the server's CPU per
 * request), then in an open loop at half that capacity (paced as wrk2 -R, bench/pacedLoad.ts; the same
 * connections at most), whose p99 is the latency a user sees on a server that is not saturated.
 * Targets (issue 50): a list's server CPU per request ≤ 3x the bare route's, its open-loop p99 ≤ 50 ms.
 */
import type { FastifyInstance } from 'fastify';
import { reportCpuProfile, startCpuProfile } from './cpuProfile';
import { formatShares, watchCpu, type RunCpu } from './cpuShares';
import type { ListTarget } from './listsInProcess';
import { loadInChild, type LoadRequest, type LoadResult } from './loadInChild';

export const CPU_RATIO_TARGET = 3;
export const OPEN_LOOP_P99_TARGET_MS = 50;

/** The route every ratio is to: the read bench's bare route (bench/targets.ts), no database, no session. */
export const BARE_LIST_TARGET: ListTarget = { name: 'bare route (/api/health)', headers: {}, paths: ['/api/health'] };

export interface ListHttpOptions {
  base: string;
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  acceptEncoding: string;
  /** BENCH_CPU_PROFILE: a folder for a CPU profile of each target's closed loop (bench/cpuProfile.ts) */
  profileDir?: string;
}

interface Measured {
  result: LoadResult;
  run: RunCpu;
  cpuMicros: number;
}

interface ListRow {
  name: string;
  closed: Measured;
  /** the arrival rate of the open loop, req/s: half the closed loop's */
  openRate: number;
  open: Measured;
}

async function measured(
  options: ListHttpOptions,
  requests: LoadRequest[],
  overallRate?: number,
  profileName?: string,
): Promise<Measured> {
  const { base, connections, seconds, profileDir } = options;
  const profiler = profileDir && profileName ? await startCpuProfile() : null;
  // the server runs in this process (the load in a child): its CPU per answered request
  const watch = watchCpu();
  const result = await loadInChild({
    url: base,
    connections,
    duration: seconds,
    requests,
    sharedOrder: true,
    overallRate,
    paced: overallRate !== undefined,
  });
  const run = watch.stop(result.loadGeneratorCpuMicros);
  const cpuMicros = run.serverMicros / Math.max(result.requests, 1);
  if (profiler && profileDir && profileName)
    reportCpuProfile(await profiler.stop(), profileDir, profileName, cpuMicros);
  return { result, run, cpuMicros };
}

async function measureTarget(app: FastifyInstance, target: ListTarget, options: ListHttpOptions): Promise<ListRow> {
  for (const path of target.paths) {
    const check = await app.inject({ url: path, headers: target.headers });
    if (check.statusCode !== 200) throw new Error(`${path} answered ${check.statusCode}: ${check.body}`);
  }
  const { acceptEncoding, base, connections, warmUpSeconds } = options;
  const headers = acceptEncoding ? { ...target.headers, 'accept-encoding': acceptEncoding } : target.headers;
  const requests: LoadRequest[] = target.paths.map((path) => ({ method: 'GET', path, headers }));
  // Unmeasured first: the first target ran right after start-up, and its p99 held the JIT's and
  // PostgreSQL's first plans (p99 0.4-1.0 s against a p50 of ~130 ms, the later targets not).
  if (warmUpSeconds > 0)
    await loadInChild({ url: base, connections, duration: warmUpSeconds, requests, sharedOrder: true });
  const closed = await measured(options, requests, undefined, target.name);
  const openRate = Math.max(1, Math.round(closed.result.rps / 2));
  const open = await measured(options, requests, openRate);
  return { name: target.name, closed, openRate, open };
}

export interface ListVerdict {
  /** the list's server CPU per request over the bare route's */
  cpuRatio: number;
  cpuMet: boolean;
  openP99Met: boolean;
}

/** Issue 50's two targets for one list, from its closed loop's CPU µs/req and its open loop's p99. */
export function listVerdict(cpuMicros: number, bareCpuMicros: number, openP99Ms: number): ListVerdict {
  const cpuRatio = cpuMicros / Math.max(bareCpuMicros, 1);
  return { cpuRatio, cpuMet: cpuRatio <= CPU_RATIO_TARGET, openP99Met: openP99Ms <= OPEN_LOOP_P99_TARGET_MS };
}

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

function printRow(row: ListRow, bareCpuMicros: number): void {
  const { closed, open } = row;
  const verdict = listVerdict(closed.cpuMicros, bareCpuMicros, open.result.p99);
  const cells = [
    row.name,
    closed.result.rps.toFixed(0),
    closed.result.p50,
    closed.result.p99,
    closed.cpuMicros.toFixed(0),
    `${verdict.cpuRatio.toFixed(1)}x (${met(verdict.cpuMet)})`,
    closed.result.errors,
    `${(closed.run.eventLoopBusy * 100).toFixed(0)} %`,
    formatShares(closed.run.shares),
    row.openRate,
    open.result.rps.toFixed(0),
    open.result.p50,
    `${open.result.p99} (${met(verdict.openP99Met)})`,
    open.cpuMicros.toFixed(0),
    open.result.errors,
  ];
  console.log(cells.join(' | '));
}

/** Measures the bare route, then each target, and prints one row per target with both verdicts. */
export async function benchListsOverHttp(
  app: FastifyInstance,
  targets: ListTarget[],
  options: ListHttpOptions,
): Promise<void> {
  console.log(
    `closed loop: ${options.connections} connections; open loop: half the closed loop's req/s (at most ${options.connections} connections); targets: CPU ≤ ${CPU_RATIO_TARGET}x the bare route's, open-loop p99 ≤ ${OPEN_LOOP_P99_TARGET_MS} ms`,
  );
  console.log(
    'target | req/s | p50 ms | p99 ms | server CPU µs/req | CPU vs bare | non-2xx | event loop busy | cores: server / load generator / PostgreSQL and the rest / idle | open-loop rate/s | answered/s | open p50 ms | open p99 ms | open CPU µs/req | open non-2xx',
  );
  const bare = await measureTarget(app, BARE_LIST_TARGET, options);
  printRow(bare, bare.closed.cpuMicros);
  for (const target of targets) printRow(await measureTarget(app, target, options), bare.closed.cpuMicros);
}
