import { api, contractEndpoints } from '@tutor/api';
import type { PayoutRequestBody } from '@tutor/contract';

/**
 * The teacher's pay (/guru/honor): honor per meeting and any referral commission from the one
 * money ledger (/api/keuangan/saya), and the payout request of all that is claimable. 'Ledger'
 * data, like the referral page and the admin's payout desk: a request refreshes all of them.
 */
export const honorApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getMoneyMine: route.query('GET /api/keuangan/saya', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Ledger', id: 'MONEY' }],
      }),
      requestMoneyPayout: route.mutation('POST /api/keuangan/pencairan', {
        request: (body: PayoutRequestBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: ['Ledger'],
      }),
    };
  },
});

export const { useGetMoneyMineQuery, useRequestMoneyPayoutMutation } = honorApi;
