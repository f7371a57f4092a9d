import { promotionRoutes as routes } from '@tutor/contract';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { nowIso } from '../../../lib/dates';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { addSubscriber } from '../data/promotionQueries';
import { subscribeRateLimit } from '../policy';

export async function subscribeRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  contractApp(app).route({
    ...routes.subscribe,
    bodyLimit: 2048,
    config: { rateLimit: subscribeRateLimit, validationMessage: INVALID_EMAIL_MESSAGE },
    handler: async (request, reply) => {
      const email = (request.body.email ?? '').trim().toLowerCase();
      if (!isValidEmail(email)) return reply.code(400).send({ message: INVALID_EMAIL_MESSAGE });
      const isNew = await addSubscriber(db, email, nowIso(now()));
      return isNew
        ? reply.code(201).send({ message: 'Terima kasih! Email Anda sudah terdaftar untuk menerima kabar terbaru.' })
        : reply.code(200).send({ message: 'Email ini sudah terdaftar. Terima kasih!' });
    },
  });
}
