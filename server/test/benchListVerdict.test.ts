import { listVerdict } from '../bench/listsHttp';
import { percentile } from '../bench/pacedLoad';

describe("the list bench's verdicts (issue 50)", () => {
  it('meets both targets at 3x the bare route and an open-loop p99 of 50 ms', () => {
    expect(listVerdict(90, 30, 50)).toEqual({ cpuRatio: 3, cpuMet: true, openP99Met: true });
  });

  it('misses the CPU target above 3x and the latency target above 50 ms, each on its own', () => {
    expect(listVerdict(91, 30, 12)).toMatchObject({ cpuMet: false, openP99Met: true });
    expect(listVerdict(60, 30, 51)).toEqual({ cpuRatio: 2, cpuMet: true, openP99Met: false });
  });

  it('divides by at least 1 µs when the bare route measured no CPU', () => {
    expect(listVerdict(5, 0, 1).cpuRatio).toBe(5);
  });
});

describe("the paced open loop's percentiles", () => {
  it('takes the nearest rank of the sorted latencies, to 0.1 ms', () => {
    const sorted = Array.from({ length: 100 }, (_, index) => index + 1.04);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7.25], 0.99)).toBe(7.3);
  });

  it('answers 0 for a run without answers', () => {
    expect(percentile([], 0.99)).toBe(0);
  });
});
