import { lifecycleRoutes as routes } from '@tutor/contract';
import { ORDER_MESSAGES } from '@tutor/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { visibleOrder } from '../../orders';
import { candidatesFor } from '../applicationService';
import { ADMIN_ONLY, STUDENT_OR_ADMIN, TRANSITION_BODY_LIMIT, transitionRateLimit } from '../policy';
import {
  adminRecorder,
  chooseTeacher,
  confirmOrder,
  proposeTeachers,
  recordPayment,
  type Outcome,
} from '../transitionService';

/** The admin's order desk and the student's choice: every move is one endpoint. */
export async function transitionRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const limits = { bodyLimit: TRANSITION_BODY_LIMIT, config: { rateLimit: transitionRateLimit } };

  /** The session for these roles and the order it may see, or the reply already sent. */
  const orderFor = async (request: FastifyRequest, reply: FastifyReply, roles: typeof ADMIN_ONLY, kode: string) => {
    const user = await requireRole(db, request, reply, roles);
    if (!user) return undefined;
    const order = await visibleOrder(db, user, kode);
    if (!order) {
      await reply.code(404).send({ message: ORDER_MESSAGES.notFound });
      return undefined;
    }
    return { user, order };
  };
  const send = <T>(reply: FastifyReply, outcome: Outcome<T>) =>
    'ok' in outcome ? { data: outcome.ok } : reply.code(outcome.status).send({ message: outcome.message });

  api.route({
    ...routes.confirmOrder,
    ...limits,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, ADMIN_ONLY, request.params.kode);
      return found ? send(reply, await confirmOrder(db, found.user, found.order, today(), now())) : reply;
    },
  });

  api.route({
    ...routes.proposeTeachers,
    ...limits,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, ADMIN_ONLY, request.params.kode);
      return found
        ? send(reply, await proposeTeachers(db, found.user, found.order, request.body.lamaran_ids, today(), now()))
        : reply;
    },
  });

  api.route({
    ...routes.chooseTeacher,
    ...limits,
    handler: async (request, reply) => {
      // only the student who ordered chooses: an admin reading the order is refused as another role
      const found = await orderFor(request, reply, ['siswa'], request.params.kode);
      return found
        ? send(reply, await chooseTeacher(db, found.user, found.order, request.body.lamaran_id, today(), now()))
        : reply;
    },
  });

  api.route({
    ...routes.recordPayment,
    ...limits,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, ADMIN_ONLY, request.params.kode);
      return found
        ? send(
            reply,
            await recordPayment(db, adminRecorder(found.user), found.order, request.body.jumlah, today(), now()),
          )
        : reply;
    },
  });

  api.route({
    ...routes.candidates,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, ADMIN_ONLY, request.params.kode);
      return found ? { data: await candidatesFor(db, found.order) } : reply;
    },
  });

  api.route({
    ...routes.proposals,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, STUDENT_OR_ADMIN, request.params.kode);
      return found ? { data: await candidatesFor(db, found.order, ['diusulkan', 'diterima']) } : reply;
    },
  });
}
