import { orderRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { orderDetailById } from '../../orderViews';
import { ORDER_READERS } from '../../orders';
import { cancelOrder } from '../cancelService';
import type { RefundCancelledOrder } from '../paidCancel';
import { CANCEL_BODY_LIMIT, cancelRateLimit } from '../policy';

/**
 * The student's (or the admin's) cancel of an order: it closes the order's opening too. A paid
 * order's online payments are refunded right after the commit by `refund` (the payments area's,
 * handed in by areas/index.ts); a refund that fails is retried by the payments' re-read job.
 */
export const cancelRouteHandlersWith =
  (refund: (context: ApiContext) => RefundCancelledOrder) =>
  async (app: FastifyInstance, context: ApiContext): Promise<void> =>
    cancelRouteHandlers(app, context, refund(context));

async function cancelRouteHandlers(
  app: FastifyInstance,
  { db, today, now }: ApiContext,
  refund: RefundCancelledOrder,
): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.cancelOrder,
    bodyLimit: CANCEL_BODY_LIMIT,
    config: { rateLimit: cancelRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ORDER_READERS);
      if (!user) return reply;
      const at = now();
      const outcome = await cancelOrder(db, user, request.params.kode, at, actorOf(request, user));
      if (!('orderId' in outcome)) return reply.code(outcome.status).send({ message: outcome.message });
      // the cancel stands whatever the gateway does: a refused refund is left for the re-read job
      if (outcome.paid)
        await refund(outcome.orderId, at).catch((error: unknown) =>
          request.log.error({ err: error, orderId: outcome.orderId }, 'pengembalian dana gagal dimulai'),
        );
      return reply.code(200).send({ data: await orderDetailById(db, outcome.orderId, { today: today(), now: now() }) });
    },
  });
}
