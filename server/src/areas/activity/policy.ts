import type { FastifyRequest } from 'fastify';

/**
 * Access policy of the activity area. Error reports come from our own pages only: a browser marks
 * a cross-site request with `Sec-Fetch-Site` and `Origin`, so another site cannot fill the table
 * through its visitors. (A non-browser client sends neither; the rate limit and the retention cap
 * bound what it can do.)
 */
export const logRateLimit = { max: 30, timeWindow: '1 minute' } as const;
/** Reports kept; older ones are pruned on insert (about 10 MB at the body limit's worst). */
export const LOG_RETENTION_ROWS = 10_000;
export const CROSS_SITE_MESSAGE = 'Laporan hanya diterima dari situs Pintar Privat';

export function isCrossSite(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && fetchSite !== 'same-origin' && fetchSite !== 'none') return true;
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // "null" (sandboxed frames, file://) or garbage: not our page.
    return true;
  }
}
