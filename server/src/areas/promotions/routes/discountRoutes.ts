import { promotionRoutes as routes } from '@tutor/contract';
import { whatsappNumberProblem } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { activePublicDiscounts } from '../data/promotionQueries';
import { claimDiscount } from '../discountClaimService';
import { claimRateLimit } from '../policy';

export async function discountRouteHandlers(app: FastifyInstance, { db, today }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({ ...routes.activeDiscounts, handler: async () => ({ data: await activePublicDiscounts(db, today()) }) });

  api.route({
    ...routes.claimDiscount,
    bodyLimit: 1024,
    config: { rateLimit: claimRateLimit, validationMessage: 'Nomor WhatsApp tidak valid' },
    handler: async (request, reply) => {
      const number = (request.body.number_whatsapp ?? '').trim();
      const problem = whatsappNumberProblem(number);
      if (problem) return reply.code(400).send({ message: problem });
      const { claim, created } = await claimDiscount(db, number, today());
      const message = created ? 'Selamat! Voucher diskon 25% Anda berhasil dibuat.' : 'Nomor ini sudah pernah mengklaim diskon. Berikut voucher Anda.';
      return reply.code(created ? 201 : 200).send({ message, data: claim });
    },
  });
}
