// Where the machine's CPU went over a bench run, from /proc (Linux): the server processes, nginx
// (master and workers), PostgreSQL, Redis, the load generator (this process and the children it
// has waited for: wrk, or autocannon here or in a child), the kernel's interrupts, everything
// else, and idle. Elsewhere the
// readings are null and the bench prints no split.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * One process's line of /proc/<pid>/stat: its name, parent and CPU ticks (its own, and those of
 * the children it has waited for).
 * @param {string} line
 */
export function parseProcessStat(line) {
  // the name is between the first "(" and the last ")" and may hold spaces or parentheses
  const comm = line.slice(line.indexOf('(') + 1, line.lastIndexOf(')'));
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // after the name: state, ppid, ... utime and stime are the 12th and 13th, cutime and cstime next
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
  return { comm, ppid: Number(fields[1]), ticks: utime + stime, childTicks: cutime + cstime };
}

/**
 * The first line of /proc/stat: busy and all ticks of every CPU together, and those spent in
 * interrupts (loopback TCP is mostly handled there, charged to no process).
 * @param {string} line
 */
export function parseMachineStat(line) {
  // user nice system idle iowait irq softirq steal guest guest_nice; guest time is in user already
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const all = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: all - idle, all, interrupts: (ticks[5] ?? 0) + (ticks[6] ?? 0) };
}

/**
 * The database a PostgreSQL backend serves, from the title it gives itself
 * ("postgres: 15/main: postgres pintar 127.0.0.1(45564) idle"); null for the server's own
 * processes (checkpointer, WAL writer...), which work for every database.
 * @param {string} title /proc/<pid>/cmdline
 */
export function backendDatabase(title) {
  const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title.replace(/\0/g, ' '));
  return backend ? backend[1] : null;
}

/** Every process's CPU so far and the machine's, or null where there is no /proc. */
export function cpuSample() {
  try {
    const machine = parseMachineStat(readFileSync('/proc/stat', 'utf8').split('\n')[0]);
    const processes = new Map();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = parseProcessStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
        const database =
          stat.comm === 'postgres' ? backendDatabase(readFileSync(`/proc/${entry}/cmdline`, 'utf8')) : null;
        processes.set(Number(entry), { ...stat, database });
      } catch {
        // the process ended while the folder was read
      }
    }
    return { machine, processes, cpus: os.cpus().length };
  } catch {
    return null;
  }
}

/**
 * The CPU between two samples, in cores (1 = one CPU busy all the run), by role. The load
 * generator is this process (`loadGenerator`) with its children other than servers and nginx,
 * running or waited for. Other processes that ended in between are lost.
 * @param {ReturnType<typeof cpuSample>} before
 * @param {ReturnType<typeof cpuSample>} after
 * PostgreSQL: its own processes and the backends of `database`; other databases' are "other".
 * @param {{ servers: number[], nginx: number[], loadGenerator: number, database: string }} cluster nginx: the masters
 */
export function cpuSplit(before, after, { servers, nginx, loadGenerator, database }) {
  if (!before || !after) return null;
  const wallTicks = (after.machine.all - before.machine.all) / after.cpus;
  if (wallTicks <= 0) return null;
  const used = { servers: 0, nginx: 0, postgres: 0, redis: 0, loadGenerator: 0 };
  const roleOf = (pid, entry) => {
    if (servers.includes(pid)) return 'servers';
    if (nginx.includes(pid) || nginx.includes(entry.ppid)) return 'nginx';
    if (entry.comm === 'postgres') return entry.database === null || entry.database === database ? 'postgres' : null;
    if (entry.comm.startsWith('redis-server')) return 'redis';
    // wrk, or autocannon's child: this process's other children
    if (entry.ppid === loadGenerator) return 'loadGenerator';
    return null;
  };
  for (const [pid, now] of after.processes) {
    const then = before.processes.get(pid);
    const sameProcess = then && then.comm === now.comm;
    if (pid === loadGenerator) {
      used.loadGenerator += now.ticks + now.childTicks - (sameProcess ? then.ticks + then.childTicks : 0);
      continue;
    }
    const role = roleOf(pid, now);
    if (role) used[role] += now.ticks - (sameProcess ? then.ticks : 0);
  }
  // A child waited for in between is in this process's children's ticks with all its CPU, of
  // which what it had used before the run was counted then.
  for (const [pid, then] of before.processes)
    if (!after.processes.has(pid) && roleOf(pid, then) === 'loadGenerator') used.loadGenerator -= then.ticks;
  const busy = after.machine.busy - before.machine.busy;
  const interrupts = after.machine.interrupts - before.machine.interrupts;
  const known = Object.values(used).reduce((sum, ticks) => sum + ticks, 0) + interrupts;
  const cores = (ticks) => Math.max(ticks, 0) / wallTicks;
  return {
    cpus: after.cpus,
    // /proc counts in USER_HZ ticks, 100 a second on Linux
    seconds: wallTicks / 100,
    servers: cores(used.servers),
    nginx: cores(used.nginx),
    postgres: cores(used.postgres),
    redis: cores(used.redis),
    loadGenerator: cores(used.loadGenerator),
    interrupts: cores(interrupts),
    other: cores(busy - known),
    idle: cores(after.machine.all - before.machine.all - busy),
  };
}

/** µs of CPU per request of a role's cores over the run. */
export const microsPerRequest = (split, cores, requests) =>
  split && requests > 0 ? Math.round((cores * split.seconds * 1_000_000) / requests) : null;

/**
 * "CPU (cores of 2): servers 0.92, nginx 0.41, …, idle 0.10; per request: servers 60 µs, nginx 18 µs, wrk 9 µs".
 * @param {ReturnType<typeof cpuSplit>} split
 * @param {string} generatorName
 * @param {number} requests answered in the run
 */
export function formatCpuSplit(split, generatorName, requests) {
  if (!split) return 'CPU split: ? (no /proc)';
  const core = (value) => value.toFixed(2);
  const perRequest = (cores) => `${microsPerRequest(split, cores, requests) ?? '?'} µs`;
  return (
    `CPU (cores of ${split.cpus}): servers ${core(split.servers)}, nginx ${core(split.nginx)}, ` +
    `PostgreSQL ${core(split.postgres)}, Redis ${core(split.redis)}, load generator (${generatorName}) ` +
    `${core(split.loadGenerator)}, interrupts ${core(split.interrupts)}, other ${core(split.other)}, idle ${core(split.idle)}; ` +
    `per request: servers ${perRequest(split.servers)}, nginx ${perRequest(split.nginx)}, ` +
    `${generatorName} ${perRequest(split.loadGenerator)}`
  );
}
