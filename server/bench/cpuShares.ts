/**
 * Where the machine's CPUs went over one measured load of the list bench, in cores (1 = one CPU
 * busy the whole run): the server (this process, all its threads), the load generator (its own
 * count, sent back by the child), everything else that was busy (PostgreSQL on a bench machine,
 * with interrupts and any other process) and idle; and how much of the run the server's event loop
 * was busy. On a machine with several processes on few CPUs, a run can leave CPUs idle while every
 * connection waits: the cost of handing a request from process to process, not of the work itself
 * (docs/benchmarks/lists.md, sixth session). Linux only (/proc/stat); elsewhere no shares are printed.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** /proc/stat counts in USER_HZ ticks, 100 a second on Linux. */
const MICROS_PER_TICK = 10_000;

export interface MachineTicks {
  busy: number;
  all: number;
}

/**
 * The first line of /proc/stat ("cpu  user nice system idle iowait irq softirq steal ..."), every CPU
 * together. Idle and waiting for I/O count as idle; guest time is inside user already.
 */
export function parseMachineTicks(line: string): MachineTicks {
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const all = ticks.reduce((sum, tick) => sum + tick, 0);
  return { busy: all - (ticks[3] ?? 0) - (ticks[4] ?? 0), all };
}

function machineTicks(): MachineTicks | null {
  try {
    return parseMachineTicks(readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '');
  } catch {
    return null;
  }
}

export interface CpuShares {
  server: number;
  loadGenerator: number;
  /** busy, but neither the server nor the load generator: PostgreSQL, interrupts, other processes */
  rest: number;
  idle: number;
}

/** The shares of one run from the machine's ticks before and after and the two processes' own CPU µs. */
export function cpuShares(
  before: MachineTicks,
  after: MachineTicks,
  cpus: number,
  serverMicros: number,
  loadGeneratorMicros: number,
): CpuShares | null {
  const wallMicros = ((after.all - before.all) / cpus) * MICROS_PER_TICK;
  if (wallMicros <= 0) return null;
  const busyMicros = (after.busy - before.busy) * MICROS_PER_TICK;
  const cores = (micros: number) => Math.max(micros, 0) / wallMicros;
  return {
    server: cores(serverMicros),
    loadGenerator: cores(loadGeneratorMicros),
    rest: cores(busyMicros - serverMicros - loadGeneratorMicros),
    idle: cores((after.all - before.all) * MICROS_PER_TICK - busyMicros),
  };
}

export interface RunCpu {
  /** the server's CPU over the run, µs (process.cpuUsage: every thread of this process) */
  serverMicros: number;
  shares: CpuShares | null;
  /** the share of the run the server's event loop was not waiting for I/O */
  eventLoopBusy: number;
}

/** Started before a measured load; `stop` is given the load generator's own CPU µs of the run. */
export function watchCpu(): { stop: (loadGeneratorMicros: number) => RunCpu } {
  const machineBefore = machineTicks();
  const cpuBefore = process.cpuUsage();
  const loopBefore: EventLoopUtilization = performance.eventLoopUtilization();
  return {
    stop: (loadGeneratorMicros) => {
      const cpu = process.cpuUsage(cpuBefore);
      const serverMicros = cpu.user + cpu.system;
      const machineAfter = machineTicks();
      return {
        serverMicros,
        shares:
          machineBefore && machineAfter
            ? cpuShares(machineBefore, machineAfter, os.cpus().length, serverMicros, loadGeneratorMicros)
            : null,
        eventLoopBusy: performance.eventLoopUtilization(loopBefore).utilization,
      };
    },
  };
}

/** "0.80 / 0.03 / 0.86 / 0.33": server / load generator / the rest / idle, in cores. */
export function formatShares(shares: CpuShares | null): string {
  if (!shares) return '?';
  return [shares.server, shares.loadGenerator, shares.rest, shares.idle].map((cores) => cores.toFixed(2)).join(' / ');
}

/** "0.24 1.71 3.08": the machine's load average over 1, 5 and 15 minutes, printed before and after a run. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
