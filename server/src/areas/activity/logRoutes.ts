import { platformRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../lib/dates';
import { VISITOR_COOKIE } from '../../platform/canaryVisitor';
import { contractApp } from '../../plugins/contractRoutes';
import type { ApiContext } from '../context';
import { insertClientError } from './data/logQueries';
import { CROSS_SITE_MESSAGE, isCrossSite, LOG_RETENTION_ROWS, logRateLimit } from './policy';

/**
 * The client trims a report to 2,000 + 8,000 + 8,000 characters (shared/api logging.ts); the body
 * limit leaves room for that plus the URL and JSON quoting, and refuses anything larger (413).
 */
export const LOG_BODY_LIMIT = 24 * 1024;

export async function logRouteHandlers(app: FastifyInstance, { db, now, platform }: ApiContext): Promise<void> {
  contractApp(app).route({
    ...routes.log,
    bodyLimit: LOG_BODY_LIMIT,
    config: { rateLimit: logRateLimit },
    handler: async (request, reply) => {
      if (isCrossSite(request)) return reply.code(403).send({ message: CROSS_SITE_MESSAGE });
      const report = request.body;
      // The failed request's own log lines carry this id as `reqId`: an operator goes from here to them.
      request.log.warn(
        { failedRequestId: report.requestId, source: report.source, remote: report.remote },
        'client error report',
      );
      await insertClientError(
        db,
        {
          message: report.message,
          stack: report.stack ?? null,
          component_stack: report.componentStack ?? null,
          url: report.url ?? null,
          source:
            [report.source, report.remote && `${report.remote}@${report.version ?? '?'}`]
              .filter(Boolean)
              .join(' ')
              .slice(0, 400) || null,
          user_agent: request.headers['user-agent']?.slice(0, 400) ?? null,
          ip: request.ip,
          created_at: nowIso(now()),
        },
        LOG_RETENTION_ROWS,
      );
      // Counted against the remote's build; a failing canary may be rolled back here.
      await platform?.errorReported(
        {
          remote: report.remote,
          version: report.version,
          url: report.url,
          visitorCookie: request.cookies[VISITOR_COOKIE],
        },
        request.log,
      );
      return reply.code(202).send({ message: 'Laporan kesalahan diterima' });
    },
  });
}
