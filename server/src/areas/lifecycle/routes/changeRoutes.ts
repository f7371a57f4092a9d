import { changeRoutes as routes } from '@tutor/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { OrderTable } from '../../../db/schema';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { orderDetail, orderDetailById } from '../../orderViews';
import { previewRenewal, renewOrder, requestedOrder } from '../../orders';
import { CHANGE_BODY_LIMIT, changeRateLimit, renewalPreviewRateLimit, TEACHER_ONLY } from '../policy';
import { acceptOffer, refuseOffer, renewalOffers } from '../renewalOfferService';
import { startRenewalOfferJob } from '../renewalOfferJob';
import { changeTeacher } from '../teacherChangeService';
import type { Outcome } from '../../../lib/outcome';

const OWNER: readonly ['siswa'] = ['siswa'];

/** Changes to a running order: the student's teacher change and renewal, the teacher's answer to a renewal offer. */
export async function changeRouteHandlers(
  app: FastifyInstance,
  { db, kind, today, now, renewalOfferIntervalMs }: ApiContext,
): Promise<void> {
  const api = contractApp(app);
  const limits = { bodyLimit: CHANGE_BODY_LIMIT, config: { rateLimit: changeRateLimit } };
  const send = <T>(reply: FastifyReply, outcome: Outcome<T>) =>
    'ok' in outcome ? { data: outcome.ok } : reply.code(outcome.status).send({ message: outcome.message });
  /** The changed order as its student reads it (the change returns the row it wrote), or the refusal. */
  const sendOrder = async (reply: FastifyReply, outcome: Outcome<Selectable<OrderTable>>) =>
    'ok' in outcome
      ? { data: await orderDetail(db, outcome.ok, { today: today(), now: now() }) }
      : reply.code(outcome.status).send({ message: outcome.message });
  /** The student's own order of the URL, or null once the refusal (401, 403, 404) is sent. */
  const ownOrder = (request: FastifyRequest, reply: FastifyReply, kode: string) =>
    requestedOrder(db, request, reply, OWNER, kode);

  api.route({
    ...routes.changeTeacher,
    ...limits,
    handler: async (request, reply) => {
      const owned = await ownOrder(request, reply, request.params.kode);
      if (!owned) return reply;
      const { user, order } = owned;
      return sendOrder(reply, await changeTeacher(db, user, order, request.body.alasan, now()));
    },
  });

  api.route({
    ...routes.renew,
    ...limits,
    handler: async (request, reply) => {
      const owned = await ownOrder(request, reply, request.params.kode);
      if (!owned) return reply;
      const { user, order } = owned;
      const outcome = await renewOrder(
        db,
        user,
        order,
        request.headers['idempotency-key'],
        request.body,
        today(),
        now(),
      );
      return reply
        .code(outcome.status)
        .send(
          'orderId' in outcome
            ? { data: await orderDetailById(db, outcome.orderId, { today: today(), now: now() }) }
            : { message: outcome.message },
        );
    },
  });

  api.route({
    ...routes.renewalPreview,
    bodyLimit: CHANGE_BODY_LIMIT,
    config: { rateLimit: renewalPreviewRateLimit },
    handler: async (request, reply) => {
      const owned = await ownOrder(request, reply, request.params.kode);
      if (!owned) return reply;
      const { user, order } = owned;
      return send(reply, await previewRenewal(db, user, order, request.body, today()));
    },
  });

  api.route({
    ...routes.renewalOffers,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, TEACHER_ONLY);
      return user ? { data: await renewalOffers(db, user, now()) } : reply;
    },
  });

  api.route({
    ...routes.acceptOffer,
    ...limits,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, TEACHER_ONLY);
      return user ? send(reply, await acceptOffer(db, user, request.params.kode, now())) : reply;
    },
  });

  api.route({
    ...routes.refuseOffer,
    ...limits,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, TEACHER_ONLY);
      return user ? send(reply, await refuseOffer(db, user, request.params.kode, now())) : reply;
    },
  });

  startRenewalOfferJob(app, { db, kind, now, intervalMs: renewalOfferIntervalMs ?? 0 });
}
