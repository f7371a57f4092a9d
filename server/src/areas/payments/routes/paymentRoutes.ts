import { paymentRoutes as routes } from '@tutor/contract';
import { PAYMENT_MESSAGES } from '@tutor/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import type { RecordPayment } from '../../lifecycle';
import { requestedOrder } from '../../orders';
import { startChargeRecheckJob } from '../chargeRecheckJob';
import { chargesOf, startCharge } from '../chargeService';
import { chargeById } from '../data/chargeQueries';
import { midtransClient, signatureIsValid } from '../midtransClient';
import { CHARGE_BODY_LIMIT, chargeRateLimit, NOTIFICATION_BODY_LIMIT, STUDENT_ONLY, STUDENT_OR_ADMIN } from '../policy';
import { settleCharge } from '../settleCharge';

/**
 * Online payment: the student's charges and Midtrans' notification (503 for all while no server key
 * is set). `recordPayment` is the lifecycle's, handed in by the composition (areas/index.ts).
 */
export const paymentRouteHandlersWith =
  (recordPayment: RecordPayment) =>
  async (app: FastifyInstance, context: ApiContext): Promise<void> =>
    paymentRouteHandlers(app, context, recordPayment);

async function paymentRouteHandlers(
  app: FastifyInstance,
  { db, today, now, midtrans: config, chargeRecheckIntervalMs }: ApiContext,
  recordPayment: RecordPayment,
): Promise<void> {
  const api = contractApp(app);
  const midtrans = config && midtransClient(config);
  const unavailable = (reply: FastifyReply) => reply.code(503).send({ message: PAYMENT_MESSAGES.notConfigured });

  const orderFor = async (request: FastifyRequest, reply: FastifyReply, roles: typeof STUDENT_ONLY, kode: string) =>
    (await requestedOrder(db, request, reply, roles, kode))?.order;

  api.route({
    ...routes.startCharge,
    bodyLimit: CHARGE_BODY_LIMIT,
    config: { rateLimit: chargeRateLimit },
    handler: async (request, reply) => {
      if (!midtrans) return unavailable(reply);
      const order = await orderFor(request, reply, STUDENT_ONLY, request.params.kode);
      if (!order) return reply;
      const outcome = await startCharge(db, midtrans, order, request.body.metode, now());
      return 'charge' in outcome
        ? reply.code(outcome.status).send({ data: outcome.charge })
        : reply.code(outcome.status).send({ message: outcome.message });
    },
  });

  api.route({
    ...routes.charges,
    handler: async (request, reply) => {
      if (!midtrans) return unavailable(reply);
      const order = await orderFor(request, reply, STUDENT_OR_ADMIN, request.params.kode);
      return order ? { data: await chargesOf(db, order) } : reply;
    },
  });

  api.route({
    ...routes.notification,
    bodyLimit: NOTIFICATION_BODY_LIMIT,
    handler: async (request, reply) => {
      if (!midtrans || !config) return unavailable(reply);
      const notification = request.body;
      if (!signatureIsValid(config.serverKey, notification))
        return reply.code(403).send({ message: PAYMENT_MESSAGES.badSignature });
      // a verified notification of a charge we never made (another shop on the account): nothing to do
      if (!(await chargeById(db, notification.order_id))) return { message: PAYMENT_MESSAGES.unknownCharge };
      // its body is only a hint: what happened is what the status API says now
      const status = await midtrans.status(notification.order_id).catch(() => undefined);
      if (!status) return reply.code(503).send({ message: PAYMENT_MESSAGES.gatewayFailed });
      const settled = await settleCharge(db, recordPayment, notification.order_id, status, {
        today: today(),
        at: now(),
      });
      return { message: settled };
    },
  });

  if (midtrans)
    startChargeRecheckJob(app, { db, midtrans, recordPayment, now, today, intervalMs: chargeRecheckIntervalMs ?? 0 });
}
