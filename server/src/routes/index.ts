import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { blogRoutes } from './blog';
import type { ApiContext } from './context';
import { discountRoutes } from './discounts';
import { feeRoutes } from './fees';
import { landingRoutes } from './landing';
import { logRoutes } from './log';
import { mediaRoutes } from './media';
import { referralRoutes } from './referral';
import { select2Routes } from './select2';
import { subscribeRoutes } from './subscribe';
import { teacherRoutes } from './teachers';

export type { ApiContext } from './context';

/** The data API (issue 3): what buildApp's registerApi hook installs. */
export function apiRoutes(context: ApiContext): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    // Only the write routes opt in (config.rateLimit); per client IP, in memory per process.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: () => ({ statusCode: 429, message: 'Terlalu banyak permintaan, silahkan coba lagi nanti' }),
    });
    for (const register of [
      select2Routes,
      feeRoutes,
      teacherRoutes,
      landingRoutes,
      blogRoutes,
      discountRoutes,
      referralRoutes,
      logRoutes,
      subscribeRoutes,
      mediaRoutes,
    ]) {
      await register(app, context);
    }
  };
}
