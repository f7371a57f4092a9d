import { promotionRoutes as routes } from '@tutor/contract';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import type { ApiContext } from '../../context';
import { referralCheckRateLimit } from '../policy';
import { checkReferralCode, REFERRAL_SUCCESS_MESSAGE } from '../referralCheck';

export async function referralRouteHandlers(app: FastifyInstance, { db }: ApiContext): Promise<void> {
  const api = contractApp(app);
  api.route({
    ...routes.checkReferral,
    config: { rateLimit: referralCheckRateLimit },
    handler: async (request) => {
      const result = await checkReferralCode(db, request.query.kode_referral ?? '');
      if ('problem' in result) return { status: 'error' as const, message: result.problem };
      return { status: 'success' as const, message: REFERRAL_SUCCESS_MESSAGE };
    },
  });
}
