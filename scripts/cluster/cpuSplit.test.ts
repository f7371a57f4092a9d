import {
  backendDatabase,
  cpuSplit,
  formatCpuSplit,
  microsPerRequest,
  parseMachineStat,
  parseProcessStat,
} from './cpuSplit.mjs';

/** A /proc/<pid>/stat line with the given name, parent and ticks (the other fields as Linux writes them). */
function statLine(pid: number, comm: string, ppid: number, utime: number, stime: number, cutime = 0, cstime = 0) {
  return `${pid} (${comm}) S ${ppid} ${pid} ${pid} 0 -1 4194560 100 0 0 0 ${utime} ${stime} ${cutime} ${cstime} 20 0 1 0 500 1000 100`;
}

type Sample = NonNullable<Parameters<typeof cpuSplit>[0]>;

function sample(
  machine: { busy: number; all: number; interrupts: number },
  processes: [number, string, number, number, number?, string?][],
): Sample {
  return {
    cpus: 2,
    machine,
    processes: new Map(
      processes.map(([pid, comm, ppid, ticks, childTicks = 0, database]) => [
        pid,
        { comm, ppid, ticks, childTicks, database: database ?? null },
      ]),
    ),
  };
}

describe('where the CPU went over a bench run', () => {
  it('reads a process’s name, parent and ticks, names with spaces and parentheses included', () => {
    expect(parseProcessStat(statLine(42, 'nginx', 7, 120, 30, 5, 1))).toEqual({
      comm: 'nginx',
      ppid: 7,
      ticks: 150,
      childTicks: 6,
    });
    expect(parseProcessStat(statLine(43, 'Web (Content) x', 1, 1, 2)).comm).toBe('Web (Content) x');
  });

  it('reads the machine’s busy, all and interrupt ticks', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(parseMachineStat('cpu  800 0 80 370 5 2 9 1 50 0')).toEqual({ busy: 892, all: 1267, interrupts: 11 });
  });

  it('knows a PostgreSQL backend’s database from its title', () => {
    expect(backendDatabase('postgres: 15/main: postgres pintar 127.0.0.1(45564) idle\0')).toBe('pintar');
    expect(backendDatabase('postgres: postgres bench_orders [local] INSERT')).toBe('bench_orders');
    expect(backendDatabase('postgres: 15/main: checkpointer ')).toBeNull();
  });

  it('splits the machine’s ticks by role, in cores, the rest as other and idle', () => {
    const cluster = { servers: [10, 11], nginx: [20], loadGenerator: 30, database: 'pintar' };
    const before = sample({ busy: 1_000, all: 2_000, interrupts: 50 }, [
      [10, 'node', 1, 100],
      [11, 'node', 1, 100],
      [20, 'nginx', 30, 5],
      [21, 'nginx', 20, 10],
      [30, 'node', 1, 40, 7],
      [40, 'postgres', 1, 500, 0, 'pintar'],
      [41, 'postgres', 1, 900, 0, 'someone_else'],
      [42, 'postgres', 1, 1],
      [50, 'redis-server', 1, 3],
    ]);
    // 200 wall ticks of 2 CPUs: 400 ticks in all, 380 of them busy
    const after = sample({ busy: 1_380, all: 2_400, interrupts: 70 }, [
      [10, 'node', 1, 160],
      [11, 'node', 1, 140],
      [20, 'nginx', 30, 5],
      [21, 'nginx', 20, 50],
      [22, 'nginx', 20, 20], // a worker started during the run
      [30, 'node', 1, 50, 27], // wrk, waited for, in the children's ticks
      [40, 'postgres', 1, 510, 0, 'pintar'],
      [41, 'postgres', 1, 1_000, 0, 'someone_else'],
      [42, 'postgres', 1, 11],
      [50, 'redis-server', 1, 3],
    ]);
    const split = cpuSplit(before, after, cluster);
    expect(split).toEqual({
      cpus: 2,
      seconds: 2,
      servers: 0.5,
      nginx: 0.3,
      postgres: 0.1,
      redis: 0,
      loadGenerator: 0.15,
      interrupts: 0.1,
      other: 0.75,
      idle: 0.1,
    });
    // 10,000 requests in the 2 s: the servers' 1 s of CPU is 100 µs a request
    expect(microsPerRequest(split, split!.servers, 10_000)).toBe(100);
    expect(formatCpuSplit(split, 'wrk', 10_000)).toBe(
      'CPU (cores of 2): servers 0.50, nginx 0.30, PostgreSQL 0.10, Redis 0.00, load generator (wrk) 0.15, interrupts 0.10, other 0.75, idle 0.10; ' +
        'per request: servers 100 µs, nginx 60 µs, wrk 30 µs',
    );
  });

  it('counts the load generator’s child while it runs and once it has been waited for, once', () => {
    const cluster = { servers: [10], nginx: [20], loadGenerator: 30, database: 'pintar' };
    const machine = (tick: number) => ({ busy: tick, all: tick, interrupts: 0 });
    const start = sample(machine(0), [
      [10, 'node', 30, 0],
      [30, 'node', 1, 10, 0],
    ]);
    const childRunning = sample(machine(200), [
      [10, 'node', 30, 0],
      [30, 'node', 1, 10, 0],
      [31, 'node', 30, 50], // autocannon's child, not waited for yet
    ]);
    const childGone = sample(machine(400), [
      [10, 'node', 30, 0],
      [30, 'node', 1, 10, 80], // waited for: its 80 ticks in all
    ]);
    expect(cpuSplit(start, childRunning, cluster)?.loadGenerator).toBe(0.5);
    expect(cpuSplit(childRunning, childGone, cluster)?.loadGenerator).toBe(0.3);
  });

  it('gives no split without /proc', () => {
    expect(cpuSplit(null, null, { servers: [], nginx: [], loadGenerator: 1, database: 'x' })).toBeNull();
    expect(formatCpuSplit(null, 'wrk', 1)).toMatch(/no \/proc/);
  });
});
