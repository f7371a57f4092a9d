import { moneyRoutes as routes } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { ALL_SOURCES } from '../data/ledgerQueries';
import { myMoney } from '../moneyService';
import { ANY_ACCOUNT, MONEY_PAYOUT_BODY_LIMIT, moneyPayoutRateLimit } from '../policy';
import { routePayoutRequest } from './payoutRequestRoute';

/** /api/keuangan/saya and /api/keuangan/pencairan: any account's honor and commission together. */
export async function moneyRouteHandlers(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { db, now } = context;
  const api = contractApp(app);

  api.route({
    ...routes.myMoney,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      return user ? { data: await myMoney(db, user, now()) } : reply;
    },
  });

  routePayoutRequest(api, context, {
    declaration: routes.requestPayout,
    sources: ALL_SOURCES,
    nothingToClaim: REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll,
    bodyLimit: MONEY_PAYOUT_BODY_LIMIT,
    rateLimit: moneyPayoutRateLimit,
  });
}
