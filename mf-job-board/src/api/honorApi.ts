import { api } from '@tutor/api';
import type { MyMoney, MyMoneyAnswer, Payout, PayoutRequestBody } from '@tutor/contract';

/**
 * The teacher's pay (/guru/honor): honor per meeting and any referral commission from the one
 * money ledger (/api/keuangan/saya), and the payout request of all that is claimable. 'Ledger'
 * data, like the referral page and the admin's payout desk: a request refreshes all of them.
 */
export const honorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMoneyMine: build.query<MyMoney, void>({
      query: () => '/api/keuangan/saya',
      transformResponse: (answer: MyMoneyAnswer) => answer.data,
      providesTags: [{ type: 'Ledger', id: 'MONEY' }],
    }),
    requestMoneyPayout: build.mutation<Payout, PayoutRequestBody>({
      query: (body) => ({ url: '/api/keuangan/pencairan', method: 'POST', body }),
      transformResponse: (answer: { data: Payout }) => answer.data,
      invalidatesTags: ['Ledger'],
    }),
  }),
});

export const { useGetMoneyMineQuery, useRequestMoneyPayoutMutation } = honorApi;
