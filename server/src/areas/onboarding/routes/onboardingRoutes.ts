import { onboardingRoutes as routes, type User } from '@tutor/contract';
import { ONBOARDING_MESSAGES } from '@tutor/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { appointmentCalendar } from '../appointmentCalendar';
import { documentPdf } from '../data/documentData';
import { onboardingAccount } from '../data/onboardingData';
import {
  declineTeacher,
  reapply,
  recordAssessment,
  scheduleInterview,
  scheduleMicroTeaching,
  startScreening,
  type Outcome,
} from '../onboardingService';
import { myOnboarding, nextAppointment, onboardingDetail, pipeline } from '../onboardingView';
import {
  ADMIN_ONLY,
  DOCUMENT_BODY_LIMIT,
  documentRateLimit,
  TEACHER_ONLY,
  TRANSITION_BODY_LIMIT,
  transitionRateLimit,
} from '../policy';
import { safeFileName, uploadDocument } from '../teacherDocuments';

const NO_DOCUMENT = 'Dokumen belum diunggah';

/** Teacher onboarding: the teacher's progress and documents, the admin's pipeline and its transitions. */
export async function onboardingRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const writeLimits = { bodyLimit: TRANSITION_BODY_LIMIT, config: { rateLimit: transitionRateLimit } };
  const send = (reply: FastifyReply, outcome: Outcome<User>) =>
    'ok' in outcome ? reply.send({ data: outcome.ok }) : reply.code(outcome.status).send({ message: outcome.message });
  const sendPdf = (reply: FastifyReply, row: { pdf: Buffer; nama_file: string } | undefined) =>
    row
      ? reply
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', `attachment; filename="${safeFileName(row.nama_file)}"`)
          .type('application/pdf')
          .send(Buffer.from(row.pdf))
      : reply.code(404).send({ message: NO_DOCUMENT });

  api.route({
    ...routes.myOnboarding,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      const data = await myOnboarding(db, teacher.id);
      return data ? { data } : reply.code(404).send({ message: ONBOARDING_MESSAGES.notFound });
    },
  });

  api.route({
    ...routes.myAppointmentCalendar,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      const account = await onboardingAccount(db, teacher.id);
      const appointment = account ? nextAppointment(account) : null;
      if (!appointment) return reply.code(404).send({ message: ONBOARDING_MESSAGES.noAppointment });
      return reply
        .header(
          'Content-Disposition',
          `attachment; filename="${appointment.jenis === 'wawancara' ? 'wawancara' : 'micro-teaching'}.ics"`,
        )
        .type('text/calendar; charset=utf-8')
        .send(appointmentCalendar(teacher.id, appointment, now()));
    },
  });

  api.route({
    ...routes.reapply,
    ...writeLimits,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      return teacher ? send(reply, await reapply(db, teacher.id, now())) : reply;
    },
  });

  api.route({
    ...routes.uploadDocument,
    bodyLimit: DOCUMENT_BODY_LIMIT,
    config: { rateLimit: documentRateLimit },
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      if (!teacher) return reply;
      if (teacher.teacher_id === null) return reply.code(404).send({ message: ONBOARDING_MESSAGES.notFound });
      const outcome = await uploadDocument(db, teacher.id, request.params.jenis, request.body, now());
      return 'ok' in outcome ? { data: outcome.ok } : reply.code(outcome.status).send({ message: outcome.message });
    },
  });

  api.route({
    ...routes.myDocument,
    handler: async (request, reply) => {
      const teacher = await requireRole(db, request, reply, TEACHER_ONLY);
      return teacher ? sendPdf(reply, await documentPdf(db, teacher.id, request.params.jenis)) : reply;
    },
  });

  api.route({
    ...routes.pipeline,
    handler: async (request, reply) => {
      if (!(await requireRole(db, request, reply, ADMIN_ONLY))) return reply;
      return { data: await pipeline(db, request.query.status, now()) };
    },
  });

  api.route({
    ...routes.onboardingDetail,
    handler: async (request, reply) => {
      if (!(await requireRole(db, request, reply, ADMIN_ONLY))) return reply;
      const data = await onboardingDetail(db, request.params.id, now());
      return data ? { data } : reply.code(404).send({ message: ONBOARDING_MESSAGES.notFound });
    },
  });

  api.route({
    ...routes.teacherDocument,
    handler: async (request, reply) => {
      if (!(await requireRole(db, request, reply, ADMIN_ONLY))) return reply;
      return sendPdf(reply, await documentPdf(db, request.params.id, request.params.jenis));
    },
  });

  api.route({
    ...routes.startScreening,
    ...writeLimits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin ? send(reply, await startScreening(db, actorOf(request, admin), request.params.id, now())) : reply;
    },
  });

  api.route({
    ...routes.scheduleInterview,
    ...writeLimits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin
        ? send(
            reply,
            await scheduleInterview(db, actorOf(request, admin), request.params.id, request.body, today(), now()),
          )
        : reply;
    },
  });

  api.route({
    ...routes.scheduleMicroTeaching,
    ...writeLimits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin
        ? send(
            reply,
            await scheduleMicroTeaching(db, actorOf(request, admin), request.params.id, request.body, today(), now()),
          )
        : reply;
    },
  });

  api.route({
    ...routes.recordAssessment,
    ...writeLimits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin
        ? send(reply, await recordAssessment(db, actorOf(request, admin), request.params.id, request.body, now()))
        : reply;
    },
  });

  api.route({
    ...routes.declineTeacher,
    ...writeLimits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin
        ? send(reply, await declineTeacher(db, actorOf(request, admin), request.params.id, request.body.alasan, now()))
        : reply;
    },
  });
}
