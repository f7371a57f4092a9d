import { api } from '@tutor/api';
import type {
  AdminPayout,
  AdminPayoutList,
  MyReferral,
  MyReferralAnswer,
  Payout,
  PayoutRequestBody,
  PayoutStatus,
} from '@tutor/contract';

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
  endpoints: (build) => ({
    getReferralLedgerMine: build.query<MyReferral, void>({
      query: () => '/api/referral/saya',
      transformResponse: (answer: MyReferralAnswer) => answer.data,
      providesTags: [{ type: 'Ledger', id: 'SELF' }],
    }),
    requestReferralLedgerPayout: build.mutation<Payout, PayoutRequestBody>({
      query: (body) => ({ url: '/api/referral/pencairan', method: 'POST', body }),
      transformResponse: (answer: { data: Payout }) => answer.data,
      invalidatesTags: ['Ledger'],
    }),
    getReferralLedgerAdminPayouts: build.query<AdminPayout[], AdminPayoutFilter>({
      query: (filter) => ({ url: '/api/admin/pencairan', params: filter === 'semua' ? undefined : { status: filter } }),
      transformResponse: (answer: AdminPayoutList) => answer.data,
      providesTags: (_answer, _error, filter) => [{ type: 'Ledger', id: `ADMIN-${filter}` }],
    }),
    markReferralLedgerPayoutPaid: build.mutation<AdminPayout, number>({
      query: (id) => ({ url: `/api/admin/pencairan/${id}/bayar`, method: 'POST' }),
      transformResponse: (answer: { data: AdminPayout }) => answer.data,
      invalidatesTags: ['Ledger'],
    }),
  }),
});

export const {
  useGetReferralLedgerMineQuery,
  useRequestReferralLedgerPayoutMutation,
  useGetReferralLedgerAdminPayoutsQuery,
  useMarkReferralLedgerPayoutPaidMutation,
} = referralLedgerApi;
