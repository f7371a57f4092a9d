import { accountRoutes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { verifyTeacher } from '../onboardingService';

/**
 * `POST /api/admin/guru/{id}/verifikasi`: the last step of onboarding, only after the micro teaching
 * was assessed. Its path sits among the teacher accounts' routes (the contract's accountRoutes), but
 * the move is onboarding's, so the route lives here: accounts never reaches into onboarding.
 */
export async function verifyTeacherRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  contractApp(app).route({
    ...accountRoutes.verifyTeacher,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ['admin']);
      if (!admin) return reply;
      const outcome = await verifyTeacher(db, actorOf(request, admin), request.params.id, now());
      if (!('ok' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      return { data: outcome.ok };
    },
  });
}
