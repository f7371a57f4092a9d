// `npm run bench:cluster`: two server processes on PostgreSQL behind nginx, as start:cluster runs
// them (nginx with its bench settings: no access log). (1) Remembered teacher searches through
// nginx over one process, then over both. (2) Searches nobody asked recently (the 2,592 of
// `npm run bench`, more than a process remembers), over one process and over two: reads whose cost
// is the server's own, so a second process has work to take over. (3) The kill drill
// (killDrill.mjs): reads and writes while one process is killed.
// The reads run on wrk when it is on PATH, else autocannon (loadGenerators.mjs); each row says
// which, and where the machine's CPU went over it (cpuSplit.mjs).
// Needs DATABASE_URL (PostgreSQL), nginx and the built server; REDIS_URL is passed on when set.
// Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (50), BENCH_KILL_AFTER_MS (2500), BENCH_WRITERS (8),
// BENCH_LOAD_GENERATOR (wrk or autocannon; default wrk when installed).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cpuSample, cpuSplit, formatCpuSplit, microsPerRequest } from './cpuSplit.mjs';
import { killDrill } from './killDrill.mjs';
import { benchBuild, chooseLoadGenerator, describeFailures, readLoad } from './loadGenerators.mjs';
import {
  defaultRunDir,
  findNginx,
  freePort,
  nginxErrorSummary,
  requireBuiltServer,
  requireDatabaseUrl,
  SetupProblem,
  startNginx,
  startServerProcess,
  stopAll,
} from './processes.mjs';

const require = createRequire(import.meta.url);

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

/**
 * The rare searches, an odd number of them: round-robin over two processes would otherwise send
 * each path to the same process every time, each would see only half of them, few enough to
 * remember, and the second process would look faster for the wrong reason.
 */
function rareSearchPaths() {
  const { rareTeacherSearchPaths } = require(path.join(benchBuild, 'targets.js'));
  const paths = rareTeacherSearchPaths();
  return paths.slice(0, paths.length % 2 === 0 ? -1 : undefined);
}

/**
 * One row: a run of reads, with the server processes' CPU per request and where the machine's CPU
 * went (from /proc). sharedOrder: one order of paths for all connections (see loadGenerators).
 */
async function measure({ generator, url, paths, sharedOrder, cluster }) {
  const before = cpuSample();
  const result = await readLoad(generator, { url, paths, headers, connections, seconds, sharedOrder });
  const split = cpuSplit(before, cpuSample(), cluster);
  return { ...result, split, loadAverage: loadAverage() };
}

function printPair(label, one, two) {
  const row = (processes, result) =>
    `${label} via nginx, ${processes}: ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
    `${describeFailures(result)}, servers' CPU ${microsPerRequest(result.split, result.split?.servers ?? 0, result.requests) ?? '?'} µs/req, ` +
    `load average ${result.loadAverage}\n    ${formatCpuSplit(result.split, result.generator, result.requests)}`;
  console.log(row('1 process ', one));
  console.log(`${row('2 processes', two)}\n    2 processes: ${((two.rps / one.rps) * 100).toFixed(0)} % of 1 process`);
}

async function main() {
  requireDatabaseUrl();
  findNginx();
  requireBuiltServer();
  if (!existsSync(path.join(benchBuild, 'loadInChild.js')))
    throw new SetupProblem('the bench is not built: run `npm run build:bench -w server` first');
  const generator = chooseLoadGenerator();
  const running = [];
  try {
    const ports = [await freePort(), await freePort()];
    const env = { ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
    const servers = [];
    for (const [index, port] of ports.entries())
      servers.push(await startServerProcess({ port, env, label: `server ${index + 1}` }));
    running.push(...servers);
    const nginxPorts = [await freePort(), await freePort()];
    const nginx = [];
    for (const [index, upstreams] of [[ports[0]], ports].entries()) {
      const runDir = defaultRunDir(`bench-${nginxPorts[index]}`);
      // nginx appends: a folder left by an earlier run on the same port starts with an empty log
      rmSync(path.join(runDir, 'error.log'), { force: true });
      const started = await startNginx({ port: nginxPorts[index], upstreams, runDir, env, bench: true });
      running.push({ child: started.child, signal: 'SIGQUIT' });
      nginx.push({ ...started, runDir });
    }
    // Each process remembers its own answers: ask every path of each process once first.
    for (const server of servers)
      for (const requestPath of searchPaths) await fetch(`${server.baseUrl}${requestPath}`, { headers });

    console.log(
      `cluster bench: Node ${process.version}, ${os.cpus().length} CPU, load by ${generator.name}, ${connections} connections, ` +
        `${seconds} s per run, load average ${loadAverage()}; nginx logs in ${nginx.map(({ runDir }) => runDir).join(' and ')}`,
    );
    const cluster = {
      servers: servers.map(({ child }) => child.pid),
      nginx: nginx.map(({ child }) => child.pid),
      loadGenerator: process.pid,
      database: decodeURIComponent(new URL(requireDatabaseUrl()).pathname.slice(1)),
    };
    const rows = [
      { label: 'remembered teacher searches', paths: searchPaths, sharedOrder: false },
      { label: 'searches nobody asked recently', paths: rareSearchPaths(), sharedOrder: true },
    ];
    for (const { label, paths, sharedOrder } of rows) {
      const results = [];
      for (const { baseUrl } of nginx)
        results.push(await measure({ generator, url: baseUrl, paths, sharedOrder, cluster }));
      printPair(label, ...results);
    }
    // A failed read leaves its cause here when it was nginx's or a server's (not the load generator's).
    for (const [index, { runDir }] of nginx.entries()) {
      const log = existsSync(`${runDir}/error.log`) ? readFileSync(`${runDir}/error.log`, 'utf8') : '';
      console.log(
        `nginx over ${index + 1} process${index ? 'es' : ''}, error log over the reads: ${nginxErrorSummary(log)}`,
      );
    }

    const acknowledgedAllFound = await killDrill({
      generator,
      baseUrl: nginx[1].baseUrl,
      victim: servers[1],
      paths: searchPaths,
      headers,
      connections,
      seconds,
      killAfterMs,
      writers,
      loadAverage,
    });
    if (!acknowledgedAllFound) process.exitCode = 1;
  } finally {
    await stopAll(running);
  }
}

main().catch((error) => {
  console.error(error instanceof SetupProblem ? `bench:cluster: ${error.message}` : error);
  process.exit(1);
});
