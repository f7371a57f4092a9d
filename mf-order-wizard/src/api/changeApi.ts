import { api, contractEndpoints } from '@tutor/api';
import type { RenewalBody } from '@tutor/contract';

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
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      changeOrderTeacher: route.mutation('POST /api/pesanan/:kode/ganti-guru', {
        request: ({ kode, alasan }: { kode: string; alasan: string }) => ({ params: { kode }, body: { alasan } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: (_answer, _error, { kode }) => [
          { type: 'Order', id: kode },
          { type: 'Order', id: 'LIST' },
          'Meeting',
          'Application',
        ],
      }),
      /** Asked again whenever the package or the start changes; the server stores nothing for it. */
      previewRenewal: route.query('POST /api/pesanan/:kode/perpanjang/pratinjau', {
        request: ({ kode, body }: { kode: string; body: RenewalBody }) => ({ params: { kode }, body }),
        transformResponse: (answer) => answer.data,
      }),
      renewOrder: route.mutation('POST /api/pesanan/:kode/perpanjang', {
        request: ({ kode, body, idempotencyKey }: RenewOrderArgs) => ({
          params: { kode },
          body,
          headers: { 'idempotency-key': idempotencyKey },
        }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: [{ type: 'Order', id: 'LIST' }],
      }),
    };
  },
});

export const { useChangeOrderTeacherMutation, usePreviewRenewalQuery, useRenewOrderMutation } = changeApi;
