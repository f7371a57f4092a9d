import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, contractEndpoints, cursorPaging, withCursor, type PageRequest, type TagType } from '@tutor/api';
import type { OrderDetail, OrderStatus } from '@tutor/contract';

/** The desk's search: only the fields set are sent (the server reads an absent one as "any"). */
export interface DeskSearch {
  status?: OrderStatus;
  kode?: string;
  siswa?: string;
}

/**
 * The order's life after submission (issue 13): the admin's desk (every order, one order, its
 * applicants, the transitions) and the student's choice between proposed teachers.
 *
 * Names carry a `desk`/`choice` prefix because the student's own order pages inject their own
 * queries on the same URLs: names are unique platform-wide, the cache entries are separate, and a
 * transition invalidates the whole 'Order' type so every order query on screen, whoever declared
 * it, refetches the new state.
 */

type Transition = { kode: string };

/** A transition refetches what it changed; a 409 means someone else changed it first, so refetch too. */
const afterTransition = (answer: OrderDetail | undefined, error: FetchBaseQueryError | undefined): TagType[] =>
  answer || error?.status === 409 ? ['Order', 'Application'] : [];

export const lifecycleApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      /** GET /api/pesanan as an admin: every order, searched by status, code and name, a page at a time. */
      deskOrders: route.infiniteQuery('GET /api/pesanan', {
        infiniteQueryOptions: cursorPaging,
        request: ({ queryArg, pageParam }: PageRequest<DeskSearch, string | null>) => ({
          query: withCursor(queryArg, pageParam),
        }),
        providesTags: [{ type: 'Order', id: 'DESK-LIST' }],
      }),
      deskOrder: route.query('GET /api/pesanan/:kode', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Order', id: kode }],
      }),
      deskCandidates: route.query('GET /api/admin/pesanan/:kode/pelamar', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Application', id: `ORDER-${kode}` }],
      }),
      choiceProposals: route.query('GET /api/pesanan/:kode/usulan', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Application', id: `PROPOSED-${kode}` }],
      }),
      deskConfirmOrder: route.mutation('POST /api/admin/pesanan/:kode/konfirmasi', {
        request: ({ kode }: Transition) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterTransition,
      }),
      deskProposeTeachers: route.mutation('POST /api/admin/pesanan/:kode/usulkan', {
        request: ({ kode, lamaran_ids }: Transition & { lamaran_ids: number[] }) => ({
          params: { kode },
          body: { lamaran_ids },
        }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterTransition,
      }),
      deskRecordPayment: route.mutation('POST /api/admin/pesanan/:kode/pembayaran', {
        request: ({ kode, jumlah }: Transition & { jumlah: number }) => ({ params: { kode }, body: { jumlah } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterTransition,
      }),
      deskCancelOrder: route.mutation('POST /api/pesanan/:kode/batal', {
        request: ({ kode }: Transition) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterTransition,
      }),
      choiceChooseTeacher: route.mutation('POST /api/pesanan/:kode/pilih-guru', {
        request: ({ kode, lamaran_id }: Transition & { lamaran_id: number }) => ({
          params: { kode },
          body: { lamaran_id },
        }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterTransition,
      }),
    };
  },
});

export const {
  useDeskOrdersInfiniteQuery,
  useDeskOrderQuery,
  useDeskCandidatesQuery,
  useChoiceProposalsQuery,
  useDeskConfirmOrderMutation,
  useDeskProposeTeachersMutation,
  useDeskRecordPaymentMutation,
  useDeskCancelOrderMutation,
  useChoiceChooseTeacherMutation,
} = lifecycleApi;
