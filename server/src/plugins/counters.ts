import type { Redis } from 'ioredis';

/**
 * Fixed-window counters for limits keyed by something other than the IP (an e-mail address).
 * In Redis when REDIS_URL is set, so several server processes count together; in memory otherwise.
 */
export interface Counters {
  /** adds one hit and answers how many there were in the current window */
  hit(key: string, windowMs: number): Promise<number>;
  /** how many hits the current window of this key has, adding none */
  peek(key: string): Promise<number>;
  /** takes back one hit of the current window (a reservation that was not needed); never below zero */
  release(key: string): Promise<void>;
}

// Decrements only a live window: a window that expired meanwhile stays gone instead of coming back at -1.
const RELEASE_SCRIPT =
  "if redis.call('get', KEYS[1]) and tonumber(redis.call('get', KEYS[1])) > 0 then return redis.call('decr', KEYS[1]) end return 0";

export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  return {
    async hit(key, windowMs) {
      const time = now();
      const current = windows.get(key);
      if (!current || current.resetsAt <= time) {
        // Drop expired windows now and then, so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetsAt <= time) windows.delete(k);
        windows.set(key, { count: 1, resetsAt: time + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async peek(key) {
      const current = windows.get(key);
      return current && current.resetsAt > now() ? current.count : 0;
    },
    async release(key) {
      const current = windows.get(key);
      if (current && current.resetsAt > now() && current.count > 0) current.count -= 1;
    },
  };
}

export function redisCounters(redis: Redis, prefix: string): Counters {
  return {
    async hit(key, windowMs) {
      const name = `${prefix}limit:${key}`;
      const results = await redis.multi().incr(name).pexpire(name, windowMs, 'NX').exec();
      return Number(results?.[0]?.[1] ?? 1);
    },
    async peek(key) {
      return Number((await redis.get(`${prefix}limit:${key}`)) ?? 0);
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, `${prefix}limit:${key}`);
    },
  };
}
