/**
 * The load generator of `npm run bench`, run in a child process (bench/loadInChild.ts) so that
 * autocannon's own work (building requests, parsing answers, its histograms) does not take turns
 * with the server on one event loop. It receives one set of autocannon options by IPC, sends back
 * the figures the bench prints, and exits.
 */
import autocannon from 'autocannon';
import type { LoadOptions, LoadResult } from './loadInChild';

type Options = Parameters<typeof autocannon>[0];

/** With `sharedOrder`, one request whose path is drawn, request after request, from the list all connections share. */
function autocannonOptions({ requests, sharedOrder, ...options }: LoadOptions): Options {
  const first = requests[0];
  if (!sharedOrder || !first) return { ...options, requests };
  let next = 0;
  const setupRequest = <R extends { path: string }>(request: R): R => ({ ...request, path: requests[next++ % requests.length]?.path ?? first.path });
  return { ...options, requests: [{ ...first, setupRequest }] };
}

process.once('message', (options: LoadOptions) => {
  autocannon(autocannonOptions(options))
    .then((result): LoadResult => ({
      rps: result.requests.average,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    }))
    .then(
      (result) => process.send?.({ ok: true, result }),
      (error: unknown) => process.send?.({ ok: false, message: String(error) }),
    )
    .finally(() => process.disconnect());
});
