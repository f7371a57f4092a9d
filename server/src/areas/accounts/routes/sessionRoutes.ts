import { twoStepRoutes as routes } from '@tutor/contract';
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { tokenHash } from '../../../lib/tokens';
import { contractApp } from '../../../plugins/contractRoutes';
import { clearSessionCookie, NOT_LOGGED_IN, SESSION_COOKIE, sessionClock, sessionUser } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { activeSessions, endOtherSessions, endSession, sessionId } from '../activeSessions';

/** The account page's "Sesi aktif": every logged-in account sees and ends its own sessions only. */
export function sessionRouteHandlers(app: FastifyInstance, { db }: ApiContext): void {
  const api = contractApp(app);
  // sessions live on the real clock (plugins/session.ts), so their list does too
  const currentHash = (cookie: string | undefined) => (cookie ? tokenHash(cookie) : '');

  api.route({
    ...routes.sessions,
    handler: async (request, reply) => {
      const user = await sessionUser(db, request);
      if (!user) return reply.code(401).send({ message: NOT_LOGGED_IN });
      reply.header('Cache-Control', 'no-store');
      const current = currentHash(request.cookies[SESSION_COOKIE]);
      return { data: await activeSessions(db, user.id, current, sessionClock()) };
    },
  });

  api.route({
    ...routes.endSession,
    handler: async (request, reply) => {
      const user = await sessionUser(db, request);
      if (!user) return reply.code(401).send({ message: NOT_LOGGED_IN });
      if (!(await endSession(db, user.id, request.params.id, sessionClock())))
        return reply.code(404).send({ message: TWO_STEP_MESSAGES.sessionNotFound });
      const current = currentHash(request.cookies[SESSION_COOKIE]);
      if (sessionId(current) === request.params.id) clearSessionCookie(reply, request.protocol === 'https');
      return { message: TWO_STEP_MESSAGES.sessionEnded };
    },
  });

  api.route({
    ...routes.endOtherSessions,
    handler: async (request, reply) => {
      const user = await sessionUser(db, request);
      if (!user) return reply.code(401).send({ message: NOT_LOGGED_IN });
      await endOtherSessions(db, user.id, currentHash(request.cookies[SESSION_COOKIE]));
      return { message: TWO_STEP_MESSAGES.othersEnded };
    },
  });
}
