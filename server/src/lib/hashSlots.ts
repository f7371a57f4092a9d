import os from 'node:os';

/**
 * A bound on password hashes at once (issue 30). Every scrypt runs on libuv's thread pool, never on
 * the event loop, and takes 128 MiB and tens of milliseconds of a core: unbounded, a burst of
 * logins or registrations queues there behind each other (and ahead of file reads and DNS) while
 * every other answer waits. So at most `running` hashes run, at most `waiting` more wait their turn,
 * and anything beyond is refused at once with `HashingBusy` (503 + Retry-After), instead of queueing.
 */
export class HashingBusy extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Server sedang sibuk, silakan coba lagi sebentar lagi');
  }
}

export interface HashSlots {
  run<T>(hash: () => Promise<T>): Promise<T>;
  readonly limits: { running: number; waiting: number };
  /** hashes running or waiting now (the bench waits for none before it closes the database) */
  inUse(): number;
}

export function hashSlots(limits: { running: number; waiting: number }): HashSlots {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    limits,
    inUse: () => running + queue.length,
    async run(hash) {
      if (running < limits.running) running += 1;
      else if (queue.length < limits.waiting) await new Promise<void>((resolve) => queue.push(resolve));
      else throw new HashingBusy();
      try {
        return await hash();
      } finally {
        release();
      }
    },
  };
}

const whole = (value: string | undefined, fallback: number) =>
  value !== undefined && /^\d+$/.test(value) ? Number(value) : fallback;

/**
 * One core is left to the event loop: with as many hashes as cores (2 on the 2-core machine), a
 * steady 20 logins a second took both cores and the reads' p99 went from 3-4 ms to 7-11 ms
 * (2.3-2.8x; the bench's target is 1.5x).
 */
export const DEFAULT_HASH_CONCURRENCY = Math.max(1, os.availableParallelism() - 1);

/** The server's one bound: HASH_CONCURRENCY hashes at once (default: the cores less one, at least 1), HASH_WAITING more waiting (default 4). */
export const passwordHashing: HashSlots = hashSlots({
  running: Math.max(1, whole(process.env.HASH_CONCURRENCY, DEFAULT_HASH_CONCURRENCY)),
  waiting: whole(process.env.HASH_WAITING, 4),
});
