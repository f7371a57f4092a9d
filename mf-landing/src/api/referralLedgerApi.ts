import { api, contractEndpoints } from '@tutor/api';
import type { PayoutRequestBody, PayoutStatus } from '@tutor/contract';

/** The admin list's filter: one status, or every request. */
export type AdminPayoutFilter = PayoutStatus | 'semua';

/**
 * The referral programme as money (issue 14): the account's own ledger (/referral/saya) and the
 * admin's payout desk (/admin/pencairan). Everything is 'Ledger' data, so a payout request refreshes
 * the account's balances and the admin's lists, and marking one paid refreshes both as well.
 * Invalidation also runs on a refused write (RTK Query invalidates on rejected-with-value), so a
 * 409 ("already paid") refetches the stale list the admin was looking at.
 */
export const referralLedgerApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getReferralLedgerMine: route.query('GET /api/referral/saya', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Ledger', id: 'SELF' }],
      }),
      requestReferralLedgerPayout: route.mutation('POST /api/referral/pencairan', {
        request: (body: PayoutRequestBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: ['Ledger'],
      }),
      getReferralLedgerAdminPayouts: route.query('GET /api/admin/pencairan', {
        request: (filter: AdminPayoutFilter) => (filter === 'semua' ? {} : { query: { status: filter } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, filter) => [{ type: 'Ledger', id: `ADMIN-${filter}` }],
      }),
      markReferralLedgerPayoutPaid: route.mutation('POST /api/admin/pencairan/:id/bayar', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: ['Ledger'],
      }),
    };
  },
});

export const {
  useGetReferralLedgerMineQuery,
  useRequestReferralLedgerPayoutMutation,
  useGetReferralLedgerAdminPayoutsQuery,
  useMarkReferralLedgerPayoutPaidMutation,
} = referralLedgerApi;
