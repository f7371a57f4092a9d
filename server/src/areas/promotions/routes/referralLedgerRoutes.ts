import { referralLedgerRoutes as routes } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import type { FastifyInstance } from 'fastify';
import { contractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { PAYOUT_BODY_LIMIT, payoutRequestRateLimit } from '../policy';
import { ANY_ACCOUNT, adminPayouts, markPayoutPaid, routePayoutRequest } from '../../money';
import { myReferral } from '../referralLedgerService';

/** /api/referral/saya and commission payouts (any account), /api/admin/pencairan: the payout desk of honor and commission (admin). */
export async function referralLedgerRouteHandlers(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { db, now } = context;
  const api = contractApp(app);

  api.route({
    ...routes.myReferral,
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      return user ? { data: await myReferral(db, user, now()) } : reply;
    },
  });

  routePayoutRequest(api, context, {
    declaration: routes.requestPayout,
    sources: ['komisi'],
    nothingToClaim: REFERRAL_LEDGER_MESSAGES.nothingToClaim,
    bodyLimit: PAYOUT_BODY_LIMIT,
    rateLimit: payoutRequestRateLimit,
  });

  api.route({
    ...routes.adminPayouts,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ['admin']);
      return admin ? { data: await adminPayouts(db, { status: request.query.status }) } : reply;
    },
  });

  api.route({
    ...routes.markPayoutPaid,
    handler: async (request, reply) => {
      const admin = await requireRole(db, request, reply, ['admin']);
      if (!admin) return reply;
      const outcome = await markPayoutPaid(db, admin, request.params.id, now(), actorOf(request, admin));
      return 'ok' in outcome ? { data: outcome.ok } : reply.code(outcome.status).send({ message: outcome.message });
    },
  });
}
