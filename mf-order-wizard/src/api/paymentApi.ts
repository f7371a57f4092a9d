import { api, contractEndpoints } from '@tutor/api';
import type { ChargeMethod } from '@tutor/contract';

/**
 * Online payment (Midtrans): the order's charges, and starting one. While a charge waits the page
 * polls the list; when one turns lunas the order is refetched ('Order' tag) and shows aktif.
 */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      paymentCharges: route.query('GET /api/pesanan/:kode/pembayaran-online', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Order', id: `CHARGES-${kode}` }],
      }),
      paymentStartCharge: route.mutation('POST /api/pesanan/:kode/pembayaran-online', {
        request: ({ kode, metode }: { kode: string; metode: ChargeMethod }) => ({ params: { kode }, body: { metode } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, { kode }) => [{ type: 'Order', id: `CHARGES-${kode}` }],
      }),
    };
  },
});

export const { usePaymentChargesQuery, usePaymentStartChargeMutation } = paymentApi;
