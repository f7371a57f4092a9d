import { reviewRoutes as routes } from '@tutor/contract';
import { ORDER_MESSAGES, REVIEW_MESSAGES } from '@tutor/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_PAGE } from '../../../lib/pagination';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import type { Outcome } from '../../../lib/outcome';
import { actorOf } from '../../audit';
import { orderRowByKode } from '../../orders';
import { adminReviewPage, hideReview, orderReviews, pickTestimonial, writeReview } from '../reviewService';
import { ADMIN_ONLY, REVIEW_BODY_LIMIT, reviewRateLimit, STUDENT_ONLY } from '../policy';

/** Reviews: the student's form on an order, and the admin's desk (hide, pick for the home page). */
export async function reviewRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  const limits = { bodyLimit: REVIEW_BODY_LIMIT, config: { rateLimit: reviewRateLimit } };
  const send = <T>(reply: FastifyReply, outcome: Outcome<T>, status = 200) =>
    'ok' in outcome
      ? reply.code(status).send({ data: outcome.ok })
      : reply.code(outcome.status).send({ message: outcome.message });

  /** The student's own order, or the reply already sent (someone else's order is 404). */
  const ownOrder = async (request: FastifyRequest, reply: FastifyReply, kode: string) => {
    const student = await requireRole(db, request, reply, STUDENT_ONLY);
    if (!student) return undefined;
    const order = await orderRowByKode(db, kode.trim().toUpperCase());
    if (!order || order.user_id !== student.id) {
      await reply.code(404).send({ message: ORDER_MESSAGES.notFound });
      return undefined;
    }
    return { student, order };
  };

  api.route({
    ...routes.orderReviews,
    handler: async (request, reply) => {
      const found = await ownOrder(request, reply, request.params.kode);
      return found ? { data: await orderReviews(db, found.order) } : reply;
    },
  });

  api.route({
    ...routes.writeReview,
    ...limits,
    handler: async (request, reply) => {
      const found = await ownOrder(request, reply, request.params.kode);
      return found
        ? send(reply, await writeReview(db, found.student, found.order, request.body, today(), now()), 201)
        : reply;
    },
  });

  api.route({
    ...routes.adminReviews,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      if (!admin) return reply;
      const page = Number(request.query.page ?? '1');
      if (page < 1 || page > MAX_PAGE) return reply.code(400).send({ message: REVIEW_MESSAGES.pageInvalid });
      return adminReviewPage(db, page);
    },
  });

  api.route({
    ...routes.hideReview,
    ...limits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin
        ? send(
            reply,
            await hideReview(db, admin, Number(request.params.id), request.body.alasan, now(), actorOf(request, admin)),
          )
        : reply;
    },
  });

  api.route({
    ...routes.pickTestimonial,
    ...limits,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ADMIN_ONLY);
      return admin
        ? send(reply, await pickTestimonial(db, admin, Number(request.params.id), now(), actorOf(request, admin)))
        : reply;
    },
  });
}
