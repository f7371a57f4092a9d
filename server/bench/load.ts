/**
 * The load generator of `npm run bench`, run in a child process (bench/loadInChild.ts) so that
 * autocannon's own work (building requests, parsing answers, its histograms) does not take turns
 * with the server on one event loop. It receives one set of autocannon options by IPC, sends back
 * the figures the bench prints, and exits.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './loadInChild';
import { pacedLoad } from './pacedLoad';

type Options = Parameters<typeof autocannon>[0];

/** This process's CPU since it started, µs. */
function cpuSoFar(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

let sent = 0;
/** The headers `freshPerRequest` asks for, new for every request this process sends. */
function freshHeaders(fresh: LoadOptions['freshPerRequest']): Record<string, string> {
  sent += 1;
  return {
    ...(fresh?.idempotencyKey ? { 'idempotency-key': `bench-${process.pid}-${Date.now().toString(36)}-${sent}` } : {}),
    ...(fresh?.forwardedFor
      ? { 'x-forwarded-for': `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}` }
      : {}),
  };
}

/**
 * With `sharedOrder`, one request drawn, request after request, from the list all connections
 * share (its path, headers and body). `freshPerRequest` headers are added to every request.
 */
function autocannonOptions({ requests, sharedOrder, freshPerRequest, ...options }: LoadOptions): Options {
  const first = requests[0];
  if (!first || (!sharedOrder && !freshPerRequest)) return { ...options, requests };
  let next = 0;
  const setupRequest = <R extends { path: string; headers?: Record<string, string> }>(request: R): R => {
    const chosen = sharedOrder ? (requests[next++ % requests.length] ?? first) : request;
    return {
      ...request,
      ...chosen,
      headers: { ...request.headers, ...chosen.headers, ...freshHeaders(freshPerRequest) },
    };
  };
  if (sharedOrder) return { ...options, requests: [{ ...first, setupRequest }] };
  return { ...options, requests: requests.map((request) => ({ ...request, setupRequest })) };
}

function autocannonFigures(options: LoadOptions): Promise<LoadResult> {
  return autocannon(autocannonOptions(options)).then((result): LoadResult => ({
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    // this whole process, start-up included: all of it is the load generator's
    loadGeneratorCpuMicros: cpuSoFar(),
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])),
  }));
}

process.once('message', (options: LoadOptions) => {
  const figures =
    options.paced && options.overallRate
      ? pacedLoad(options, options.overallRate, () => freshHeaders(options.freshPerRequest)).then((result) => ({
          ...result,
          loadGeneratorCpuMicros: cpuSoFar(),
        }))
      : autocannonFigures(options);
  figures
    .then(
      (result) => process.send?.({ ok: true, result }),
      (error: unknown) => process.send?.({ ok: false, message: String(error) }),
    )
    .finally(() => process.disconnect());
});
