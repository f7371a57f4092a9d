import { promotionRoutes as routes } from '@tutor/contract';
import { whatsappNumberProblem } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { activePublicDiscounts } from '../data/promotionQueries';
import { claimDiscount } from '../discountClaimService';
import { activeDiscountsRateLimit, claimRateLimit } from '../policy';

/**
 * What the person reads: the discount needs no code, and the admin sends the info by hand (so
 * "Admin kami akan mengirim", never "sudah kami kirim").
 */
export function claimMessage(number: string, created: boolean, sent: boolean): string {
  const noCode = 'Diskon 25% sudah termasuk dalam harga setiap paket les, tanpa kode voucher.';
  if (created || sent) return `${noCode} Admin kami akan mengirim info lewat WhatsApp ke nomor ${number}.`;
  return `${noCode} Nomor ${number} sudah tercatat; admin kami akan mengirim info lewat WhatsApp.`;
}

export async function discountRouteHandlers(app: FastifyInstance, { db, today, now }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({
    ...routes.activeDiscounts,
    config: { rateLimit: activeDiscountsRateLimit },
    handler: async () => ({ data: await activePublicDiscounts(db, today()) }),
  });

  api.route({
    ...routes.claimDiscount,
    bodyLimit: 1024,
    config: { rateLimit: claimRateLimit, validationMessage: 'Nomor WhatsApp tidak valid' },
    handler: async (request, reply) => {
      const number = (request.body.number_whatsapp ?? '').trim();
      const problem = whatsappNumberProblem(number);
      if (problem) return reply.code(400).send({ message: problem });
      const { created, sent } = await claimDiscount(db, number, now());
      return reply.code(created ? 201 : 200).send({
        message: claimMessage(number, created, sent),
        data: { number_whatsapp: number, channel: 'whatsapp' as const, sent },
      });
    },
  });
}
