import { api } from '@tutor/api';
import type { OfferAnswer, OfferResult, RenewalOffer, RenewalOfferList } from '@tutor/contract';

const OFFERS = { type: 'Opening', id: 'RENEWAL-OFFERS' } as const;

/**
 * Renewals offered to this teacher first (issue 26): the list and the answer. An answer (or a 409:
 * the offer lapsed meanwhile) changes the offers, the board, the teacher's applications.
 */
export const renewalOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRenewalOffers: build.query<RenewalOffer[], void>({
      query: () => '/api/guru/tawaran-perpanjangan',
      transformResponse: (answer: RenewalOfferList) => answer.data,
      providesTags: [OFFERS],
    }),
    answerRenewalOffer: build.mutation<OfferResult, { kode: string; terima: boolean }>({
      query: ({ kode, terima }) => ({
        url: `/api/guru/tawaran-perpanjangan/${encodeURIComponent(kode)}/${terima ? 'terima' : 'tolak'}`,
        method: 'POST',
      }),
      transformResponse: (answer: OfferAnswer) => answer.data,
      invalidatesTags: [OFFERS, { type: 'Opening', id: 'LIST' }, { type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useGetRenewalOffersQuery, useAnswerRenewalOfferMutation } = renewalOfferApi;
