import { lifecycleRoutes as routes } from '@tutor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { OrderTable } from '../../../db/schema';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { orderDetail } from '../../orderViews';
import { actorOf } from '../../audit';
import { requestedOrder } from '../../orders';
import { candidatesFor } from '../applicationService';
import { ADMIN_ONLY, STUDENT_OR_ADMIN, TRANSITION_BODY_LIMIT, transitionRateLimit } from '../policy';
import type { Outcome } from '../../../lib/outcome';
import { adminRecorder, chooseTeacher, confirmOrder, proposeTeachers, recordPayment } from '../transitionService';

/** The admin's order desk and the student's choice: every move is one endpoint. */
export async function transitionRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const limits = { bodyLimit: TRANSITION_BODY_LIMIT, config: { rateLimit: transitionRateLimit } };

  /** The session for these roles and the order it may see, or the reply already sent. */
  const orderFor = (request: FastifyRequest, reply: FastifyReply, roles: typeof ADMIN_ONLY, kode: string) =>
    requestedOrder(db, request, reply, roles, kode);
  /** The moved order as its student reads it (the move returns the row it wrote), or the refusal. */
  const send = async (reply: FastifyReply, outcome: Outcome<Selectable<OrderTable>>) =>
    'ok' in outcome
      ? { data: await orderDetail(db, outcome.ok, { today: today(), now: now() }) }
      : reply.code(outcome.status).send({ message: outcome.message });

  api.route({
    ...routes.confirmOrder,
    ...limits,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, ADMIN_ONLY, request.params.kode);
      return found
        ? send(reply, await confirmOrder(db, found.user, found.order, now(), actorOf(request, found.user)))
        : reply;
    },
  });

  api.route({
    ...routes.proposeTeachers,
    ...limits,
    handler: async (request, reply) => {
      const found = await orderFor(request, reply, ADMIN_ONLY, request.params.kode);
      return found
        ? send(
            reply,
            await proposeTeachers(
              db,
              found.user,
              found.order,
              request.body.lamaran_ids,
              now(),
              actorOf(request, found.user),
            ),
          )
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
        ? send(
            reply,
            await chooseTeacher(
              db,
              found.user,
              found.order,
              request.body.lamaran_id,
              now(),
              actorOf(request, found.user),
            ),
          )
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
            await recordPayment(
              db,
              adminRecorder(found.user, actorOf(request, found.user)),
              found.order,
              request.body.jumlah,
              now(),
            ),
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
