import { promotionRoutes as routes } from '@tutor/contract';
import { whatsappNumberProblem } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { activePublicDiscounts } from '../data/promotionQueries';
import { claimDiscount } from '../discountClaimService';
import { activeDiscountsRateLimit, claimRateLimit } from '../policy';

/** What the person reads: where the code went, never the code (the page shows it as it is). */
export function claimMessage(number: string, created: boolean, sent: boolean): string {
  if (created)
    return `Kode voucher diskon 25% sudah kami kirim ke WhatsApp ${number}. Silakan cek pesan WhatsApp Anda.`;
  if (sent) return `Nomor ini sudah pernah mengklaim voucher. Kodenya kami kirim ulang ke WhatsApp ${number}.`;
  return `Kode voucher untuk nomor ini sudah kami kirim ke WhatsApp ${number}. Silakan cek pesan WhatsApp Anda.`;
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
      const { created, sent } = await claimDiscount(db, number, today(), now());
      return reply.code(created ? 201 : 200).send({
        message: claimMessage(number, created, sent),
        data: { number_whatsapp: number, channel: 'whatsapp' as const, sent },
      });
    },
  });
}
