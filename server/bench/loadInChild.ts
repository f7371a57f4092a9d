import { fork } from 'node:child_process';
import path from 'node:path';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  requests: { method: 'GET'; path: string; headers: Record<string, string> }[];
  /**
   * false: each connection goes through `requests` in order (autocannon's way; the connections
   * keep close together, so one path is asked by several at once). true: every request takes the
   * next path of one list shared by all connections, so no path comes again before all others.
   */
  sharedOrder: boolean;
}

export interface LoadResult {
  rps: number;
  /** requests completed in the run */
  requests: number;
  p50: number;
  p99: number;
  /** socket errors plus answers other than 2xx */
  errors: number;
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
