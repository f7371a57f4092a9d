import type { ApiMessage, ClientErrorReport } from '@tutor/api';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../domain/dates';
import type { ApiContext } from './context';

/**
 * The client trims a report to 2,000 + 8,000 + 8,000 characters (shared/api logging.ts); the body
 * limit leaves room for that plus the URL and JSON quoting, and refuses anything larger (413).
 */
export const LOG_BODY_LIMIT = 24 * 1024;
export const logRateLimit = { max: 30, timeWindow: '1 minute' } as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export async function logRoutes(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  app.post<{ Body: ClientErrorReport }>(
    '/api/log',
    {
      bodyLimit: LOG_BODY_LIMIT,
      config: { rateLimit: logRateLimit },
      schema: {
        body: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string', minLength: 1, maxLength: 2000 },
            stack: text(8000),
            componentStack: text(8000),
            url: text(2000),
            source: text(200),
          },
        },
      },
    },
    async (request, reply) => {
      const report = request.body;
      await db
        .insertInto('client_error_logs')
        .values({
          message: report.message,
          stack: report.stack ?? null,
          component_stack: report.componentStack ?? null,
          url: report.url ?? null,
          source: report.source ?? null,
          user_agent: request.headers['user-agent']?.slice(0, 400) ?? null,
          ip: request.ip,
          created_at: nowIso(),
        })
        .execute();
      const answer: ApiMessage = { message: 'Laporan kesalahan diterima' };
      return reply.code(202).send(answer);
    },
  );
}
