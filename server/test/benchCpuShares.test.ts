import { cpuShares, formatShares, parseMachineTicks } from '../bench/cpuShares';

describe("the list bench's CPU shares", () => {
  it('reads busy and all ticks of /proc/stat, idle and I/O wait counted as idle', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    expect(parseMachineTicks('cpu  700 10 200 900 100 5 45 40 30 0')).toEqual({ busy: 1000, all: 2000 });
  });

  it('splits a run of two CPUs into the server, the load generator, the rest and idle, in cores', () => {
    // 10 s of two CPUs (2,000 ticks), 1,500 busy: 15 s of CPU time in all
    const shares = cpuShares({ busy: 0, all: 0 }, { busy: 1_500, all: 2_000 }, 2, 7_000_000, 1_000_000);
    expect(shares).toEqual({ server: 0.7, loadGenerator: 0.1, rest: 0.7, idle: 0.5 });
    expect(formatShares(shares)).toBe('0.70 / 0.10 / 0.70 / 0.50');
  });

  it('prints no shares for a run without ticks, and never a negative rest', () => {
    expect(cpuShares({ busy: 5, all: 10 }, { busy: 5, all: 10 }, 2, 1, 1)).toBeNull();
    expect(formatShares(null)).toBe('?');
    // processes that counted more than the machine did (a coarser clock): the rest is 0, not negative
    expect(cpuShares({ busy: 0, all: 0 }, { busy: 100, all: 200 }, 2, 900_000, 200_000)?.rest).toBe(0);
  });
});
