import { orderRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { profileAddress } from '../data/studentProfileQueries';
import { checkDraft } from '../draftService';
import { DRAFT_BODY_LIMIT, previewRateLimit, scheduleRateLimit, STUDENT_ONLY } from '../policy';
import { previewHtml } from '../previewHtml';
import { draftSchedule } from '../scheduleService';

/** The wizard's server half before ordering: the schedule, the student's profile, the preview. */
export async function draftRouteHandlers(app: FastifyInstance, { db, today }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.generateSchedule,
    bodyLimit: DRAFT_BODY_LIMIT,
    config: { rateLimit: scheduleRateLimit },
    handler: async (request, reply) => {
      if (!(await requireRole(db, request, reply, STUDENT_ONLY))) return reply;
      const result = await draftSchedule(db, request.body, today());
      if ('problem' in result) return reply.code(400).send({ message: result.problem });
      return result;
    },
  });

  api.route({
    ...routes.studentProfile,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, STUDENT_ONLY);
      if (!user) return reply;
      const account = await db.selectFrom('users').select(['nama', 'whatsapp']).where('id', '=', user.id).executeTakeFirstOrThrow();
      return { data: { nama: account.nama, whatsapp: account.whatsapp, alamat: await profileAddress(db, user.id) } };
    },
  });

  api.route({
    ...routes.preview,
    bodyLimit: DRAFT_BODY_LIMIT,
    config: { rateLimit: previewRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, STUDENT_ONLY);
      if (!user) return reply;
      const result = await checkDraft(db, user, request.body, today());
      if ('problem' in result) return reply.code(400).send({ message: result.problem });
      return { status: 'success' as const, data: previewHtml(result.draft), rincian_biaya: result.draft.breakdown };
    },
  });
}
