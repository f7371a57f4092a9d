import { meetingRoutes as routes } from '@tutor/contract';
import { MEETING_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { calendarFeed, calendarLink, newCalendarLink } from '../calendarService';
import { CALENDAR_USERS, calendarFeedRateLimit, meetingRateLimit } from '../policy';

/** Each student's and teacher's private calendar feed: its URL, a new URL, and the feed itself. */
export async function calendarRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.calendarLink,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, CALENDAR_USERS);
      return user ? { data: { url: await calendarLink(db, user, now()) } } : reply;
    },
  });

  api.route({
    ...routes.newCalendarLink,
    config: { rateLimit: meetingRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, CALENDAR_USERS);
      return user ? { data: { url: await newCalendarLink(db, user, now()) } } : reply;
    },
  });

  api.route({
    ...routes.calendarFeed,
    config: { rateLimit: calendarFeedRateLimit },
    handler: async (request, reply) => {
      const feed = await calendarFeed(db, request.params.token, now());
      if (feed === undefined) return reply.code(404).send({ message: MEETING_MESSAGES.calendarNotFound });
      return reply.header('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').send(feed);
    },
  });
}
