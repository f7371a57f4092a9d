import { api } from '@tutor/api';
import type { OrderAnswer, OrderDetail, RenewalBody, RenewalPreview, RenewalPreviewAnswer } from '@tutor/contract';

export interface RenewOrderArgs {
  kode: string;
  body: RenewalBody;
  /** made once per renewal form: a double submit is one order */
  idempotencyKey: string;
}

/**
 * Changes to a running order (issue 26): the teacher change and the renewal. Both change what
 * the order pages show (the status, the teacher, the meetings, the dashboard's list).
 */
export const changeApi = api.injectEndpoints({
  endpoints: (build) => ({
    changeOrderTeacher: build.mutation<OrderDetail, { kode: string; alasan: string }>({
      query: ({ kode, alasan }) => ({
        url: `/api/pesanan/${encodeURIComponent(kode)}/ganti-guru`,
        method: 'POST',
        body: { alasan },
      }),
      transformResponse: (answer: OrderAnswer) => answer.data,
      invalidatesTags: (_answer, _error, { kode }) => [
        { type: 'Order', id: kode },
        { type: 'Order', id: 'LIST' },
        'Meeting',
        'Application',
      ],
    }),
    /** Asked again whenever the package or the start changes; the server stores nothing for it. */
    previewRenewal: build.query<RenewalPreview, { kode: string; body: RenewalBody }>({
      query: ({ kode, body }) => ({
        url: `/api/pesanan/${encodeURIComponent(kode)}/perpanjang/pratinjau`,
        method: 'POST',
        body,
      }),
      transformResponse: (answer: RenewalPreviewAnswer) => answer.data,
    }),
    renewOrder: build.mutation<OrderDetail, RenewOrderArgs>({
      query: ({ kode, body, idempotencyKey }) => ({
        url: `/api/pesanan/${encodeURIComponent(kode)}/perpanjang`,
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (answer: OrderAnswer) => answer.data,
      invalidatesTags: [{ type: 'Order', id: 'LIST' }],
    }),
  }),
});

export const { useChangeOrderTeacherMutation, usePreviewRenewalQuery, useRenewOrderMutation } = changeApi;
