/**
 * npm run bench: seeds 100,000 teachers into a separate SQLite file (reused when already there),
 * starts the server in this process on a loopback port and measures, in one run, the teacher
 * search, filter-guru, the fee search and a bare route, printing req/s, p50, p99, the ratio to the
 * bare route and the server's CPU time per request, then the bare route, the teacher search, the
 * fee search and the rare searches again at BENCH_HIGH_CONNECTIONS (50), each with its ratio to the bare route of the same
 * connection count. The last target, 2,592 rare teacher searches, is more than the answer cache
 * keeps: it measures searches read from the database. autocannon runs in a child process
 * (bench/load.ts) for every target alike, so it never takes turns with the server on one event
 * loop. Env: BENCH_TEACHERS (100000),
 * BENCH_SECONDS per target (5), BENCH_CONNECTIONS (10), BENCH_HIGH_CONNECTIONS (50),
 * BENCH_DATA_DIR (os tmp), BENCH_FRESH=1 to reseed, BENCH_ACCEPT_ENCODING (what a browser sends,
 * `gzip, deflate, br`; empty for uncompressed answers), BENCH_WRITE_STUDENTS (40),
 * BENCH_LOGINS_PER_SECOND (20), BENCH_DATABASE_URL (a PostgreSQL server: the same reads on
 * PostgreSQL, seeded once into the schema bench_teachers_<BENCH_TEACHERS>, BENCH_FRESH=1 drops it).
 * Then the writes (bench/writes.ts): logins and order submissions, and the teacher search measured
 * again while BENCH_LOGINS_PER_SECOND logins hit the server, its p99 against the read-only run's.
 */
import { existsSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/connection';
import { sqliteTuning, type DatabaseConfig } from '../src/db/config';
import { prepareDatabase } from '../src/prepare';
import { jakartaDateOf } from '@tutor/rules';
import { apiRoutes } from '../src/areas';
import { loadInChild, type LoadOptions, type LoadRequest, type LoadResult } from './loadInChild';
import { passwordHashing } from '../src/lib/hashSlots';
import { prepareWrites } from './writes';
import { benchLists } from './lists';
import { loadAverage } from './cpuShares';
import { HIGH_LOAD_TARGETS, TARGETS, type Target } from './targets';

const teachers = Number(process.env.BENCH_TEACHERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const highConnections = Number(process.env.BENCH_HIGH_CONNECTIONS ?? 50);
const loginsPerSecond = Number(process.env.BENCH_LOGINS_PER_SECOND ?? 20);
// Every request carries what a browser sends, so answers above 1 KB are compressed as in production.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const requestHeaders: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), `tutor-bench-${teachers}`));

/**
 * SQLite in BENCH_DATA_DIR, or with BENCH_DATABASE_URL the schema bench_teachers_<count> on that
 * PostgreSQL server. BENCH_FRESH=1 starts either from nothing.
 */
async function benchDatabase(): Promise<{ config: DatabaseConfig; label: string }> {
  const url = process.env.BENCH_DATABASE_URL;
  const fresh = process.env.BENCH_FRESH === '1';
  if (url) {
    const schema = `bench_teachers_${teachers}`;
    if (fresh) {
      const old = openDatabase({ kind: 'postgres', url, schema });
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(old.db);
      await old.close();
    }
    return { config: { kind: 'postgres', url, schema }, label: `PostgreSQL ${new URL(url).host}, schema ${schema}` };
  }
  if (fresh && existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
  const file = path.join(dataDir, 'app.sqlite');
  return { config: { kind: 'sqlite', file, ...sqliteTuning() }, label: file };
}

/** The process's largest resident set so far (Linux reports maxRSS in KiB). */
const peakRssMiB = () => Math.round(process.resourceUsage().maxRSS / 1024);

const pad = (text: string | number, width: number) => String(text).padEnd(width);

interface Row extends Omit<LoadResult, 'requests'> {
  name: string;
  /** CPU time of this process (the server alone) per completed request, in µs */
  cpuMicros: number;
}

/** The answers other than 2xx by status, e.g. " (503: 12, 429: 3)". */
function notOk(statuses: Record<string, number>): string {
  const failed = Object.entries(statuses).filter(([status]) => !status.startsWith('2'));
  return failed.length ? ` (${failed.map(([status, count]) => `${status}: ${count}`).join(', ')})` : '';
}

/** The first row is the bare route: every ratio is to it. */
function printTable(rows: Row[]): void {
  const bare = rows[0]?.rps ?? 1;
  console.log(
    `${pad('target', 34)}${pad('req/s', 10)}${pad('p50 ms', 9)}${pad('p99 ms', 9)}${pad('vs bare', 9)}${pad('CPU µs/req', 12)}errors`,
  );
  for (const row of rows) {
    const ratio = `${((row.rps / bare) * 100).toFixed(0)}%`;
    console.log(
      `${pad(row.name, 34)}${pad(Math.round(row.rps), 10)}${pad(row.p50, 9)}${pad(row.p99, 9)}${pad(ratio, 9)}${pad(Math.round(row.cpuMicros), 12)}${row.errors}${notOk(row.statuses)}`,
    );
  }
}

async function main(): Promise<void> {
  // The list bench (PostgreSQL, opt-in with BENCH_ORDERS; BENCH_ONLY=lists skips the rest).
  const orders = Number(process.env.BENCH_ORDERS ?? 0);
  if (orders > 0) await benchLists(orders, jakartaDateOf(new Date()), seconds, highConnections, acceptEncoding);
  if (process.env.BENCH_ONLY === 'lists') return;
  const database = await benchDatabase();
  console.log(`Database: ${database.label} (${teachers.toLocaleString('id-ID')} guru)`);
  const { handle, seed } = await prepareDatabase(database.config, teachers);
  console.log(seed.seeded ? `Seed: ${(seed.milliseconds / 1000).toFixed(1)} s` : 'Seed: already present, reused');
  console.log(`peak RSS so far (seed included): ${peakRssMiB()} MiB`);

  const app = await buildApp({
    // trustProxy: the write rows send each request from its own X-Forwarded-For, as clients behind a load balancer.
    config: { ...loadConfig(), logLevel: 'warn', trustProxy: true },
    databaseKind: handle.kind,
    registerApi: apiRoutes({
      db: handle.db,
      kind: handle.kind,
      today: () => jakartaDateOf(Date.now()),
      now: () => new Date(),
      meetingConfirmIntervalMs: 0,
    }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;

  // Every path must answer 200 before it is measured: a fast 400 would flatter the figures.
  for (const target of TARGETS) {
    for (const requestPath of target.paths) {
      const response = await app.inject({ method: 'GET', url: requestPath });
      if (response.statusCode !== 200) throw new Error(`${requestPath} answered ${response.statusCode}`);
    }
  }

  type Load = Omit<LoadOptions, 'url' | 'duration'>;
  const measureLoad = async (name: string, load: Load): Promise<Row> => {
    const cpuBefore = process.cpuUsage();
    const result = await loadInChild({ url, duration: seconds, ...load });
    const cpu = process.cpuUsage(cpuBefore);
    return { name, ...result, cpuMicros: (cpu.user + cpu.system) / Math.max(result.requests, 1) };
  };
  const reads = (target: Target): LoadRequest[] =>
    target.paths.map((requestPath) => ({ method: 'GET', path: requestPath, headers: requestHeaders }));
  const measure = (target: Target, count: number) =>
    measureLoad(target.name, { connections: count, requests: reads(target), sharedOrder: target.sharedOrder ?? false });

  console.log(
    `autocannon (own process): ${connections} connections, ${seconds} s per target, Accept-Encoding "${acceptEncoding}", Node ${process.version}, ${os.cpus().length} CPU`,
  );
  console.log(`load average before: ${loadAverage()}\n`);
  const rows: Row[] = [];
  for (const target of TARGETS) rows.push(await measure(target, connections));
  printTable(rows);

  // The searches under more load (the targets' p99 is at 50 connections), against the bare route at the same load.
  const [bareTarget, searchTarget] = TARGETS;
  if (!bareTarget || !searchTarget) throw new Error('the bench needs the bare route and the teacher search');
  console.log(`\nautocannon: ${highConnections} connections, ${seconds} s per target\n`);
  const underMoreLoad: Row[] = [];
  for (const target of [
    bareTarget,
    searchTarget,
    ...TARGETS.filter((target) => HIGH_LOAD_TARGETS.includes(target.name)),
  ])
    underMoreLoad.push(await measure(target, highConnections));
  printTable(underMoreLoad);

  const writes = await prepareWrites(app, jakartaDateOf(Date.now()));
  const fromManyClients = { forwardedFor: true };
  // As many logins at once as the server admits (hashing and waiting): more would only add fast 503s.
  const loginConnections = passwordHashing.limits.running + passwordHashing.limits.waiting;
  console.log(
    `\nwrites: ${writes.logins.length} students, every request from its own client address; logins at ${loginConnections} connections, orders at ${connections}, ${seconds} s each\n`,
  );
  printTable([
    rows[0] ?? (await measure(bareTarget, connections)),
    await measureLoad('login (scrypt on the pool)', {
      connections: loginConnections,
      requests: writes.logins,
      sharedOrder: true,
      freshPerRequest: fromManyClients,
    }),
    await measureLoad('order submission (new order)', {
      connections,
      requests: writes.orders,
      sharedOrder: true,
      freshPerRequest: { ...fromManyClients, idempotencyKey: true },
    }),
  ]);

  // Reads while logins arrive at a steady rate, against the same reads alone just before.
  const readsAlone = await measure(searchTarget, connections);
  const [readsWithLogins, loginsMeanwhile] = await Promise.all([
    loadInChild({ url, duration: seconds, connections, requests: reads(searchTarget), sharedOrder: false }),
    // Paced as wrk2's -R (bench/pacedLoad.ts): a login falls due every 1 / rate s, whatever the ones
    // before it did; autocannon's overallRate sent each connection's share of a second in one burst.
    // One connection per login a second: a login waiting for its hash does not hold back the next one.
    loadInChild({
      url,
      duration: seconds,
      connections: loginsPerSecond,
      overallRate: loginsPerSecond,
      paced: true,
      requests: writes.logins,
      sharedOrder: true,
      freshPerRequest: fromManyClients,
    }),
  ]);
  console.log(
    `\nteacher search at ${connections} connections, alone: p99 ${readsAlone.p99} ms; while ${loginsPerSecond} logins/s arrive: p99 ${readsWithLogins.p99} ms (${(readsWithLogins.p99 / Math.max(readsAlone.p99, 1)).toFixed(2)}x, target ≤ 1.5x), ${Math.round(readsWithLogins.rps)} req/s`,
  );
  const loggedIn = loginsMeanwhile.statuses['200'] ?? 0;
  console.log(
    `the logins meanwhile: ${(loginsMeanwhile.requests / seconds).toFixed(1)} answered/s, ${(loggedIn / seconds).toFixed(1)} logged in/s, p50 ${loginsMeanwhile.p50} ms, p99 ${loginsMeanwhile.p99} ms, errors ${loginsMeanwhile.errors}${notOk(loginsMeanwhile.statuses)}`,
  );
  console.log(`\nload average after: ${loadAverage()}; peak RSS of the server's process: ${peakRssMiB()} MiB`);
  // Logins whose client has gone still finish their hash and write a session: wait for them.
  while (passwordHashing.inUse() > 0) await new Promise((resolve) => setTimeout(resolve, 50));
  await app.close();
  await handle.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
