import { orderRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { orderDetailById } from '../../orderViews';
import { ORDER_READERS } from '../../orders';
import { cancelOrder } from '../cancelService';
import { CANCEL_BODY_LIMIT, cancelRateLimit } from '../policy';

/** The student's (or the admin's) cancel of an order: it closes the order's opening too. */
export async function cancelRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.cancelOrder,
    bodyLimit: CANCEL_BODY_LIMIT,
    config: { rateLimit: cancelRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ORDER_READERS);
      if (!user) return reply;
      const outcome = await cancelOrder(db, user, request.params.kode, now(), actorOf(request, user));
      return reply
        .code(outcome.status)
        .send(
          'orderId' in outcome
            ? { data: await orderDetailById(db, outcome.orderId, today()) }
            : { message: outcome.message },
        );
    },
  });
}
