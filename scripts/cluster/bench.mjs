// `npm run bench:cluster`: two server processes on PostgreSQL behind nginx, as start:cluster runs
// them. (1) Remembered teacher searches through nginx over one process, then over both. (2) The
// same reads plus newsletter subscriptions while one process is killed (SIGKILL) mid-run: how many
// reads failed (nginx should have retried them on the other process), how many writes failed, and
// whether every write that was acknowledged with a 2xx is in the database afterwards.
// Needs DATABASE_URL (PostgreSQL), nginx and the built server; REDIS_URL is passed on when set.
// Then (3) searches nobody asked recently (the 2,592 of `npm run bench`, more than a process remembers),
// over one process and over two: reads whose cost is the server's own, so a second process has work
// to take over; the load runs in a child process (server/bench/loadInChild), built with the bench.
// Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_KILL_AFTER_MS (2500), BENCH_WRITERS (8).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  defaultRunDir,
  findNginx,
  freePort,
  requireBuiltServer,
  requireDatabaseUrl,
  SetupProblem,
  startNginx,
  startServerProcess,
  stopAll,
} from './processes.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');
const pg = require('pg');
/** Built by `npm run build:bench -w server`, which `npm run bench:cluster` runs first. */
const benchBuild = path.resolve(import.meta.dirname, '../../server/dist/server/bench');

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const killAfterMs = Number(process.env.BENCH_KILL_AFTER_MS ?? 2500);
const writers = Number(process.env.BENCH_WRITERS ?? 8);

const programs = [14, 15, 16, 13, 18, 26];
const places = ['online', '3273', '3171', '3578', '3374', '1271', '3471', '7371', '5171'];
const searchPaths = programs.flatMap((jenjang) =>
  places.map((lokasi) => `/api/landing/searching-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}&page=1`),
);
const headers = { 'accept-encoding': 'gzip, deflate, br' };
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function reads(url, duration) {
  return autocannon({
    url,
    connections,
    duration,
    requests: searchPaths.map((requestPath) => ({ method: 'GET', path: requestPath, headers })),
  });
}

const failedReads = (result) => result.errors + result.non2xx;

/** A CSRF cookie and token, as the browser gets them. */
async function csrf(baseUrl) {
  const answer = await fetch(`${baseUrl}/api/auth/csrf`);
  const cookie = String(answer.headers.get('set-cookie')).split(';')[0];
  return { cookie, 'x-csrf-token': (await answer.json()).token };
}

/** Subscriptions, `writers` at a time, each from its own address, until `until()` is false. */
async function subscribeWhile(baseUrl, until) {
  const session = await csrf(baseUrl);
  const outcomes = [];
  let sent = 0;
  const runId = Date.now().toString(36);
  const writer = async () => {
    while (until()) {
      sent += 1;
      const email = `cluster-${runId}-${sent}@contoh.id`;
      const address = `10.77.${(sent >> 8) & 255}.${sent & 255}`;
      const status = await fetch(`${baseUrl}/api/subscribe`, {
        method: 'POST',
        headers: { ...session, 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ email }),
      }).then(
        (answer) => answer.status,
        () => 'error',
      );
      outcomes.push({ email, status });
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
  return outcomes;
}

async function missingFromDatabase(emails) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query('select email from newsletter_subscribers where email = any($1)', [emails]);
    const found = new Set(rows.map((row) => row.email));
    return emails.filter((email) => !found.has(email));
  } finally {
    await client.end();
  }
}

/** CPU time (user + system) of a process so far, in µs, from /proc (Linux); null elsewhere. */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux)
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

/** The machine's CPU ticks so far, busy and in all (Linux /proc/stat); null elsewhere. */
function machineTicks() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = values.map(Number);
    // idle and iowait are the 4th and 5th values
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    const all = ticks.reduce((sum, tick) => sum + tick, 0);
    return { busy: all - idle, all };
  } catch {
    return null;
  }
}

/** How busy the machine's CPUs were between two readings, in %. */
const busyPercent = (before, after) =>
  before && after ? `${(((after.busy - before.busy) / Math.max(after.all - before.all, 1)) * 100).toFixed(0)} %` : '?';

/**
 * Searches nobody asked recently, through nginx over one process and then over both, with the
 * server processes' CPU per request. The list has an odd length: round-robin over two processes
 * would otherwise send each path to the same process every time, each would see only half of
 * them, few enough to remember, and the second process would look faster for the wrong reason.
 */
async function rareReads(overOneUrl, overTwoUrl, servers) {
  const { loadInChild } = require(path.join(benchBuild, 'loadInChild.js'));
  const { rareTeacherSearchPaths } = require(path.join(benchBuild, 'targets.js'));
  const paths = rareTeacherSearchPaths();
  const requests = paths
    .slice(0, paths.length % 2 === 0 ? -1 : undefined)
    .map((requestPath) => ({ method: 'GET', path: requestPath, headers }));
  const measure = async (url) => {
    const before = servers.map(({ child }) => cpuMicros(child.pid));
    const machineBefore = machineTicks();
    const result = await loadInChild({ url, connections, duration: seconds, requests, sharedOrder: true });
    const machine = busyPercent(machineBefore, machineTicks());
    const used = servers.map(({ child }, index) => {
      const now = cpuMicros(child.pid);
      return now === null || before[index] === null ? null : now - before[index];
    });
    const cpu = used.includes(null) ? null : used.reduce((sum, micros) => sum + micros, 0) / result.requests;
    return { ...result, cpu, machine };
  };
  const one = await measure(overOneUrl);
  const two = await measure(overTwoUrl);
  const row = (label, result) =>
    `searches nobody asked recently via nginx, ${label}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, failed ${result.errors}, servers' CPU ${result.cpu === null ? '?' : Math.round(result.cpu)} µs/req, machine busy ${result.machine}`;
  console.log(row('1 process ', one));
  console.log(`${row('2 processes', two)} (${((two.rps / one.rps) * 100).toFixed(0)} % of 1 process)`);
}

async function main() {
  requireDatabaseUrl();
  findNginx();
  requireBuiltServer();
  if (!existsSync(path.join(benchBuild, 'loadInChild.js')))
    throw new SetupProblem('the bench is not built: run `npm run build:bench -w server` first');
  const running = [];
  try {
    const ports = [await freePort(), await freePort()];
    const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    const servers = [];
    for (const [index, port] of ports.entries())
      servers.push(await startServerProcess({ port, env, label: `server ${index + 1}` }));
    running.push(...servers);
    const nginxPorts = [await freePort(), await freePort()];
    const overOne = await startNginx({
      port: nginxPorts[0],
      upstreams: [ports[0]],
      runDir: defaultRunDir(`bench-${nginxPorts[0]}`),
    });
    running.push({ child: overOne.child, signal: 'SIGQUIT' });
    const overTwo = await startNginx({
      port: nginxPorts[1],
      upstreams: ports,
      runDir: defaultRunDir(`bench-${nginxPorts[1]}`),
    });
    running.push({ child: overTwo.child, signal: 'SIGQUIT' });
    // Each process remembers its own answers: ask every path of each process once first.
    for (const server of servers)
      for (const requestPath of searchPaths) await fetch(`${server.baseUrl}${requestPath}`, { headers });

    console.log(
      `cluster bench: Node ${process.version}, ${os.cpus().length} CPU, ${connections} connections, ${seconds} s per run, load average ${loadAverage()}`,
    );
    const one = await reads(overOne.baseUrl, seconds);
    const two = await reads(overTwo.baseUrl, seconds);
    console.log(
      `remembered teacher searches via nginx, 1 process:  ${Math.round(one.requests.average)} req/s, p50 ${one.latency.p50} ms, p99 ${one.latency.p99} ms, failed ${failedReads(one)}`,
    );
    console.log(
      `remembered teacher searches via nginx, 2 processes: ${Math.round(two.requests.average)} req/s, p50 ${two.latency.p50} ms, p99 ${two.latency.p99} ms, failed ${failedReads(two)} (${((two.requests.average / one.requests.average) * 100).toFixed(0)} % of 1 process)`,
    );
    await rareReads(overOne.baseUrl, overTwo.baseUrl, servers);

    // Reads and writes through nginx over both processes; one is killed while they run.
    const duration = Math.max(seconds, Math.ceil((killAfterMs * 2) / 1000));
    const ends = Date.now() + duration * 1000;
    const victim = servers[1];
    const kill = new Promise((resolve) => setTimeout(() => resolve(victim.child.kill('SIGKILL')), killAfterMs));
    const [during, outcomes] = await Promise.all([
      reads(overTwo.baseUrl, duration),
      subscribeWhile(overTwo.baseUrl, () => Date.now() < ends),
      kill,
    ]);
    const statusCounts = {};
    for (const { status } of outcomes) statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    const acknowledged = outcomes
      .filter(({ status }) => typeof status === 'number' && status >= 200 && status < 300)
      .map(({ email }) => email);
    const missing = await missingFromDatabase(acknowledged);
    console.log(
      `\nprocess 2 killed (SIGKILL) after ${killAfterMs} ms of a ${duration} s run; load average ${loadAverage()}`,
    );
    console.log(
      `reads:  ${during.requests.total} answered, failed ${failedReads(during)} (errors ${during.errors}, non-2xx ${during.non2xx}), p99 ${during.latency.p99} ms`,
    );
    console.log(
      `writes: ${outcomes.length} subscriptions sent, by status ${JSON.stringify(statusCounts)}; acknowledged ${acknowledged.length}, missing from the database ${missing.length}`,
    );
    if (missing.length > 0) {
      console.error(`acknowledged but missing: ${missing.slice(0, 10).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    await stopAll(running);
  }
}

main().catch((error) => {
  console.error(error instanceof SetupProblem ? `bench:cluster: ${error.message}` : error);
  process.exit(1);
});
