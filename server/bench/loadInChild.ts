import { fork } from 'node:child_process';
import path from 'node:path';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  requests: LoadRequest[];
  /**
   * false: each connection goes through `requests` in order (autocannon's way; the connections
   * keep close together, so one path is asked by several at once). true: every request takes the
   * next path of one list shared by all connections, so no path comes again before all others.
   */
  sharedOrder: boolean;
  /** requests per second over all connections (autocannon's overallRate); unset: as fast as answered */
  overallRate?: number;
  /**
   * With overallRate: send each request when it falls due, as wrk2's -R (bench/pacedLoad.ts), not
   * with autocannon, whose overallRate sends each connection's share of a second in one burst.
   */
  paced?: boolean;
  /**
   * Per-request headers the child fills in: a new `Idempotency-Key` (each order submission is a
   * new order, not a replay) and a new `X-Forwarded-For` (each request comes from its own client,
   * as on a real site behind a proxy, so the per-address limits measure nothing but themselves).
   */
  freshPerRequest?: { idempotencyKey?: boolean; forwardedFor?: boolean };
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  rps: number;
  /** requests completed in the run */
  requests: number;
  p50: number;
  p99: number;
  /** socket errors plus answers other than 2xx */
  errors: number;
  /** answers per HTTP status, so a row of errors says whether they were 429s, 503s or failures */
  statuses: Record<string, number>;
  /** the load generator's own CPU (its child process, start-up included), µs */
  loadGeneratorCpuMicros: number;
}

type LoadMessage = { ok: true; result: LoadResult } | { ok: false; message: string };

/** Runs autocannon in a child process (bench/load.ts) against the server in this one. */
export function loadInChild(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(__dirname, 'load.js'), { stdio: 'inherit' });
    let answered = false;
    child.once('message', (message: LoadMessage) => {
      answered = true;
      if (message.ok) resolve(message.result);
      else reject(new Error(`autocannon: ${message.message}`));
    });
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the load process ended (${code}) without figures`));
    });
    child.send(options);
  });
}
