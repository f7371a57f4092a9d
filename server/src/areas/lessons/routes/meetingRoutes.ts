import { meetingRoutes as routes } from '@tutor/contract';
import {
  MEETING_MESSAGES,
  ORDER_MESSAGES,
  SCHEDULE_RANGE_MAX_DAYS,
  addDaysIso,
  jakartaDateOf,
  reportAllowed,
} from '@tutor/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRealIsoDate } from '../../../lib/dates';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { Role } from '@tutor/contract';
import type { ApiContext } from '../../context';
import type { Outcome } from '../../../lib/outcome';
import { actorOf } from '../../audit';
import { canSeeOrder, orderRowByKode } from '../../orders';
import { teacherMeetingsBetween, teacherScheduledUntil } from '../data/meetingReads';
import {
  confirmMeeting,
  decideMeeting,
  disputeMeeting,
  orderMeetings,
  reportMeeting,
  teacherHoldsOrder,
  visibleMeeting,
} from '../meetingService';
import { teacherMeetingViews } from '../meetingView';
import {
  ADMIN_ONLY,
  MEETING_BODY_LIMIT,
  MEETING_READERS,
  meetingRateLimit,
  RESCHEDULE_SIDES,
  STUDENT_ONLY,
  TEACHER_ONLY,
} from '../policy';
import { answerReschedule, proposeReschedule } from '../rescheduleService';

/** The meetings of paid orders: the order's list, the teacher's week, and each move of a meeting. */
export async function meetingRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const limits = { bodyLimit: MEETING_BODY_LIMIT, config: { rateLimit: meetingRateLimit } };
  const send = <T>(reply: FastifyReply, outcome: Outcome<T>) =>
    'ok' in outcome ? { data: outcome.ok } : reply.code(outcome.status).send({ message: outcome.message });

  /** The session for these roles and the meeting it may act on, or the reply already sent. */
  const meetingFor = async (request: FastifyRequest, reply: FastifyReply, roles: readonly Role[], id: string) => {
    const user = await requireRole(db, request, reply, roles);
    if (!user) return undefined;
    const meeting = await visibleMeeting(db, user, Number(id));
    if (!meeting) {
      await reply.code(404).send({ message: MEETING_MESSAGES.notFound });
      return undefined;
    }
    return { user, meeting };
  };

  api.route({
    ...routes.orderMeetings,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, MEETING_READERS);
      if (!user) return reply;
      const order = await orderRowByKode(db, request.params.kode.trim().toUpperCase());
      const visible =
        order && (user.role === 'guru' ? await teacherHoldsOrder(db, user, order.id) : canSeeOrder(user, order));
      if (!order || !visible) return reply.code(404).send({ message: ORDER_MESSAGES.notFound });
      return { data: await orderMeetings(db, order, user) };
    },
  });

  api.route({
    ...routes.teacherSchedule,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      const { dari, sampai } = request.query;
      if (
        !isRealIsoDate(dari) ||
        !isRealIsoDate(sampai) ||
        sampai < dari ||
        addDaysIso(dari, SCHEDULE_RANGE_MAX_DAYS) < sampai
      ) {
        return reply.code(400).send({ message: MEETING_MESSAGES.rangeInvalid });
      }
      return {
        data: await teacherMeetingViews(db, teacher, await teacherMeetingsBetween(db, teacher.id, dari, sampai)),
      };
    },
  });

  api.route({
    ...routes.unreportedMeetings,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      // "past" by the clock's instant: the WIB day bounds the read, the hour decides (as a report does)
      const instant = now().getTime();
      const started = (await teacherScheduledUntil(db, teacher.id, jakartaDateOf(instant))).filter((meeting) =>
        reportAllowed({ status: 'terjadwal', tanggal: meeting.tanggal, jam: meeting.jam }, instant),
      );
      return { data: await teacherMeetingViews(db, teacher, started) };
    },
  });

  api.route({
    ...routes.reportMeeting,
    ...limits,
    handler: async (request, reply) => {
      const found = await meetingFor(request, reply, TEACHER_ONLY, request.params.id);
      return found ? send(reply, await reportMeeting(db, found.user, found.meeting, request.body, now())) : reply;
    },
  });

  api.route({
    ...routes.confirmMeeting,
    ...limits,
    handler: async (request, reply) => {
      const found = await meetingFor(request, reply, STUDENT_ONLY, request.params.id);
      return found ? send(reply, await confirmMeeting(db, found.user, found.meeting, now())) : reply;
    },
  });

  api.route({
    ...routes.disputeMeeting,
    ...limits,
    handler: async (request, reply) => {
      const found = await meetingFor(request, reply, STUDENT_ONLY, request.params.id);
      return found
        ? send(reply, await disputeMeeting(db, found.user, found.meeting, request.body.alasan, now()))
        : reply;
    },
  });

  api.route({
    ...routes.decideMeeting,
    ...limits,
    handler: async (request, reply) => {
      const found = await meetingFor(request, reply, ADMIN_ONLY, request.params.id);
      return found
        ? send(
            reply,
            await decideMeeting(
              db,
              found.user,
              found.meeting,
              request.body,
              today(),
              now(),
              actorOf(request, found.user),
            ),
          )
        : reply;
    },
  });

  api.route({
    ...routes.proposeReschedule,
    ...limits,
    handler: async (request, reply) => {
      const found = await meetingFor(request, reply, RESCHEDULE_SIDES, request.params.id);
      if (!found) return reply;
      const outcome = await proposeReschedule(db, found.user, found.meeting, request.body, today(), now());
      return 'ok' in outcome ? reply.code(201).send({ data: outcome.ok }) : send(reply, outcome);
    },
  });

  const answer =
    (agreed: boolean) => async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const found = await meetingFor(request, reply, RESCHEDULE_SIDES, request.params.id);
      return found ? send(reply, await answerReschedule(db, found.user, found.meeting, agreed, today(), now())) : reply;
    };
  api.route({ ...routes.acceptReschedule, ...limits, handler: answer(true) });
  api.route({ ...routes.refuseReschedule, ...limits, handler: answer(false) });
}
