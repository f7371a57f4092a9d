import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export const RATE_LIMITED_MESSAGE = 'Terlalu banyak permintaan, silahkan coba lagi nanti';

/**
 * Per-client-IP limits, in memory per process. Only routes that opt in (`config.rateLimit`, set
 * by each area's policy) are limited.
 */
export async function rateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => ({ statusCode: 429, message: RATE_LIMITED_MESSAGE }),
  });
}
