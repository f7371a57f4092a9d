import { api } from '@tutor/api';
import type { Charge, ChargeAnswer, ChargeList, ChargeMethod } from '@tutor/contract';

/**
 * Online payment (Midtrans): the order's charges, and starting one. While a charge waits the page
 * polls the list; when one turns lunas the order is refetched ('Order' tag) and shows aktif.
 */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    paymentCharges: build.query<Charge[], string>({
      query: (kode) => `/api/pesanan/${encodeURIComponent(kode)}/pembayaran-online`,
      transformResponse: (answer: ChargeList) => answer.data,
      providesTags: (_answer, _error, kode) => [{ type: 'Order', id: `CHARGES-${kode}` }],
    }),
    paymentStartCharge: build.mutation<Charge, { kode: string; metode: ChargeMethod }>({
      query: ({ kode, metode }) => ({
        url: `/api/pesanan/${encodeURIComponent(kode)}/pembayaran-online`,
        method: 'POST',
        body: { metode },
      }),
      transformResponse: (answer: ChargeAnswer) => answer.data,
      invalidatesTags: (_answer, _error, { kode }) => [{ type: 'Order', id: `CHARGES-${kode}` }],
    }),
  }),
});

export const { usePaymentChargesQuery, usePaymentStartChargeMutation } = paymentApi;
