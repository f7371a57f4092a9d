import { orderRoutes as routes } from '@tutor/contract';
import { LIST_PAGE_MESSAGES, ORDER_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { cursorFrom } from '../../../lib/keyset';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import {
  createOrder,
  createOrderRateLimit,
  DRAFT_BODY_LIMIT,
  ORDER_READERS,
  STUDENT_ONLY,
  visibleOrder,
  type OrderOutcome,
} from '../../orders';
import { orderDetail, orderDetailById, orderListFilterOf, orderPage } from '../orderView';

/** Orders: create (idempotent), list and read (the cancel is the lifecycle's). */
export async function orderRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const answer = async (outcome: OrderOutcome) =>
    'orderId' in outcome
      ? { data: await orderDetailById(db, outcome.orderId, { today: today(), now: now() }) }
      : { message: outcome.message };

  api.route({
    ...routes.createOrder,
    bodyLimit: DRAFT_BODY_LIMIT,
    config: { rateLimit: createOrderRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, STUDENT_ONLY);
      if (!user) return reply;
      const outcome = await createOrder(db, user, request.headers['idempotency-key'], request.body, today(), now());
      return reply.code(outcome.status).send(await answer(outcome));
    },
  });

  api.route({
    ...routes.listOrders,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ORDER_READERS);
      if (!user) return reply;
      const after = cursorFrom(request.query.cursor);
      if (after === null) return reply.code(400).send({ message: LIST_PAGE_MESSAGES.badCursor });
      const admin = user.role === 'admin';
      const filter = {
        ...orderListFilterOf(request.query),
        ...(admin ? {} : { userId: user.id }),
        ...(after ? { after } : {}),
      };
      return orderPage(db, filter, today(), admin, now().getTime());
    },
  });

  api.route({
    ...routes.getOrder,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ORDER_READERS);
      if (!user) return reply;
      const order = await visibleOrder(db, user, request.params.kode);
      if (!order) return reply.code(404).send({ message: ORDER_MESSAGES.notFound });
      return { data: await orderDetail(db, order, { today: today(), now: now() }, user.role === 'admin') };
    },
  });
}
