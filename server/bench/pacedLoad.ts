/**
 * An open loop paced as wrk2's `-R` (issue 50): request k is due at start + k / rate, whatever the
 * answers before it did, over at most `connections` keep-alive sockets; its latency runs from when
 * it was due, so a request that waited for a free socket counts its wait. autocannon's overallRate
 * is not that: each connection sends its share of a second back to back as soon as the second
 * starts and then pauses, so half its capacity is a closed loop for half of every second
 * (docs/benchmarks/lists.md, issue 50).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { LoadOptions, LoadResult } from './loadInChild';

/** The value below which `share` of the sorted values lie (nearest rank), in ms to 0.1. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return Math.round((sorted[rank] ?? 0) * 10) / 10;
}

/**
 * Sends `rate` requests a second for `duration` s, then waits for the answers still coming.
 * `extraHeaders` adds headers to each request as it is sent (load.ts: `freshPerRequest`).
 */
export function pacedLoad(
  options: LoadOptions,
  rate: number,
  extraHeaders: () => Record<string, string> = () => ({}),
): Promise<Omit<LoadResult, 'loadGeneratorCpuMicros'>> {
  const { url, connections, duration, requests } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const server = new URL(url);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const intervalMs = 1000 / rate;
  let sent = 0;
  let pending = 0;
  let errors = 0;
  let stopped = false;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({
        rps: latencies.length / duration,
        requests: latencies.length,
        p50: percentile(latencies, 0.5),
        p99: percentile(latencies, 0.99),
        errors,
        statuses,
      });
    };
    const settled = () => {
      pending -= 1;
      if (stopped && pending === 0) finish();
    };
    const send = () => {
      const dueAt = start + sent * intervalMs;
      const request = requests[sent % requests.length];
      sent += 1;
      if (!request) return;
      pending += 1;
      const outgoing = http.request(
        {
          agent,
          host: server.hostname,
          port: server.port,
          path: request.path,
          method: request.method,
          headers: { ...request.headers, ...extraHeaders() },
        },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            const status = String(answer.statusCode ?? 0);
            statuses[status] = (statuses[status] ?? 0) + 1;
            if (!status.startsWith('2')) errors += 1;
            latencies.push(performance.now() - dueAt);
            settled();
          });
        },
      );
      outgoing.on('error', () => {
        errors += 1;
        settled();
      });
      outgoing.end(request.body);
    };
    // every millisecond, send what has fallen due (a timer cannot fire at every 1 / rate)
    const timer = setInterval(() => {
      const elapsed = performance.now() - start;
      const due = Math.min(Math.floor(elapsed / intervalMs) + 1, Math.ceil(duration * rate));
      while (sent < due) send();
      if (elapsed >= duration * 1000) {
        clearInterval(timer);
        stopped = true;
        if (pending === 0) finish();
      }
    }, 1);
  });
}
