import { fork } from 'node:child_process';
import path from 'node:path';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  requests: { method: 'GET'; path: string; headers: Record<string, string> }[];
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
