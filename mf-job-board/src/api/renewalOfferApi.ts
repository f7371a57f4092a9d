import { api, contractEndpoints, routeRequest } from '@tutor/api';
import type { OfferResult, RouteAnswer } from '@tutor/contract';

const OFFERS = { type: 'Opening', id: 'RENEWAL-OFFERS' } as const;

/**
 * Renewals offered to this teacher first (issue 26): the list and the answer. An answer (or a 409:
 * the offer lapsed meanwhile) changes the offers, the board, the teacher's applications.
 */
export const renewalOfferApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRenewalOffers: contractEndpoints(build).query('GET /api/guru/tawaran-perpanjangan', {
      transformResponse: (answer) => answer.data,
      providesTags: [OFFERS],
    }),
    // two routes (accept, decline) with one answer: the endpoint picks the route by hand
    answerRenewalOffer: build.mutation<OfferResult, { kode: string; terima: boolean }>({
      query: ({ kode, terima }) =>
        terima
          ? routeRequest('POST /api/guru/tawaran-perpanjangan/:kode/terima', { params: { kode } })
          : routeRequest('POST /api/guru/tawaran-perpanjangan/:kode/tolak', { params: { kode } }),
      transformResponse: (answer: RouteAnswer<'POST /api/guru/tawaran-perpanjangan/:kode/terima'>) => answer.data,
      invalidatesTags: [OFFERS, { type: 'Opening', id: 'LIST' }, { type: 'Application', id: 'LIST' }],
    }),
  }),
});

export const { useGetRenewalOffersQuery, useAnswerRenewalOfferMutation } = renewalOfferApi;
