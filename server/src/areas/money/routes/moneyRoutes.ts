import { moneyRoutes as routes } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { ALL_SOURCES } from '../data/ledgerQueries';
import { myMoney } from '../moneyService';
import { ANY_ACCOUNT, MONEY_PAYOUT_BODY_LIMIT, moneyPayoutRateLimit } from '../policy';
import { requestPayout } from '../payoutService';

/** /api/keuangan/saya and /api/keuangan/pencairan: any account's honor and commission together. */
export async function moneyRouteHandlers(app: FastifyInstance, { db, now }: ApiContext): Promise<void> {
  const api = contractApp(app);

  api.route({
    ...routes.myMoney,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      return user ? { data: await myMoney(db, user, now()) } : reply;
    },
  });

  api.route({
    ...routes.requestPayout,
    bodyLimit: MONEY_PAYOUT_BODY_LIMIT,
    config: { rateLimit: moneyPayoutRateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      if (!user) return reply;
      const outcome = await requestPayout(
        db,
        user,
        request.body,
        ALL_SOURCES,
        REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll,
        now(),
        actorOf(request, user),
      );
      return 'ok' in outcome
        ? reply.code(201).send({ data: outcome.ok })
        : reply.code(outcome.status).send({ message: outcome.message });
    },
  });
}
