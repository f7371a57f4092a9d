import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { memoryCounters, redisCounters, type Counters } from './counters';

export const RATE_LIMITED_MESSAGE = 'Terlalu banyak permintaan, silakan coba lagi nanti';

/**
 * Per-client-IP limits on the routes that opt in (`config.rateLimit`, set by each area's policy),
 * and the counters for other keys. With REDIS_URL both live in Redis, so every server process
 * behind a load balancer counts together; otherwise in memory per process.
 */
export async function rateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined = process.env.REDIS_URL,
  /** keeps several sites (or test runs) on one Redis apart */
  prefix: string = process.env.RATE_LIMIT_PREFIX ?? 'pp:',
): Promise<Counters> {
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${prefix}rl:` } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: RATE_LIMITED_MESSAGE }),
  });
  return redis ? redisCounters(redis, prefix) : memoryCounters();
}
