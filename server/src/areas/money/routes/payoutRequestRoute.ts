import type { moneyRoutes } from '@tutor/contract';
import type { LedgerSource } from '../data/ledgerQueries';
import type { ContractApp } from '../../../plugins/contractRoutes';
import { requireRole } from '../../../plugins/session';
import type { ApiContext } from '../../context';
import { actorOf } from '../../audit';
import { ANY_ACCOUNT } from '../policy';
import { requestPayout } from '../payoutService';

type MoneyPayoutDeclaration = typeof moneyRoutes.requestPayout;

/** A payout request's declaration: the money page's or the referral page's (same body and answers). */
export interface PayoutRequestDeclaration {
  method: MoneyPayoutDeclaration['method'];
  url: string;
  schema: Omit<MoneyPayoutDeclaration['schema'], 'summary' | 'tags'> & {
    summary: string;
    tags: readonly string[];
  };
}

export interface PayoutRequestRoute {
  declaration: PayoutRequestDeclaration;
  /** which ledger sources this page pays out */
  sources: readonly LedgerSource[];
  /** the 409 message when none of those sources has anything claimable */
  nothingToClaim: string;
  bodyLimit: number;
  rateLimit: { max: number; timeWindow: string };
}

/**
 * One payout request route for both pages that ask for payout (/api/keuangan/pencairan: honor and
 * commission; /api/referral/pencairan: commission only): any account, its own claimable rows.
 */
export function routePayoutRequest(api: ContractApp, { db, now }: ApiContext, payout: PayoutRequestRoute): void {
  api.route({
    ...payout.declaration,
    bodyLimit: payout.bodyLimit,
    config: { rateLimit: payout.rateLimit },
    handler: async (request, reply) => {
      const user = await requireRole(db, request, reply, ANY_ACCOUNT);
      if (!user) return reply;
      const outcome = await requestPayout(
        db,
        user,
        request.body,
        payout.sources,
        payout.nothingToClaim,
        now(),
        actorOf(request, user),
      );
      return 'ok' in outcome
        ? reply.code(201).send({ data: outcome.ok })
        : reply.code(outcome.status).send({ message: outcome.message });
    },
  });
}
