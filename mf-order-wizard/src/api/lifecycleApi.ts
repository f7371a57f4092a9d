import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api, cursorPaging, withCursor, type TagType } from '@tutor/api';
import type { Candidate, CandidateList, OrderAnswer, OrderDetail, OrderList, OrderStatus } from '@tutor/contract';

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

const detailOf = (answer: OrderAnswer) => answer.data;

export const lifecycleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/pesanan as an admin: every order, searched by status, code and name, a page at a time. */
    deskOrders: build.infiniteQuery<OrderList, DeskSearch, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ queryArg, pageParam }) => ({ url: '/api/pesanan', params: withCursor(queryArg, pageParam) }),
      providesTags: [{ type: 'Order', id: 'DESK-LIST' }],
    }),
    deskOrder: build.query<OrderDetail, string>({
      query: (kode) => `/api/pesanan/${encodeURIComponent(kode)}`,
      transformResponse: detailOf,
      providesTags: (_answer, _error, kode) => [{ type: 'Order', id: kode }],
    }),
    deskCandidates: build.query<Candidate[], string>({
      query: (kode) => `/api/admin/pesanan/${encodeURIComponent(kode)}/pelamar`,
      transformResponse: (answer: CandidateList) => answer.data,
      providesTags: (_answer, _error, kode) => [{ type: 'Application', id: `ORDER-${kode}` }],
    }),
    choiceProposals: build.query<Candidate[], string>({
      query: (kode) => `/api/pesanan/${encodeURIComponent(kode)}/usulan`,
      transformResponse: (answer: CandidateList) => answer.data,
      providesTags: (_answer, _error, kode) => [{ type: 'Application', id: `PROPOSED-${kode}` }],
    }),
    deskConfirmOrder: build.mutation<OrderDetail, Transition>({
      query: ({ kode }) => ({ url: `/api/admin/pesanan/${encodeURIComponent(kode)}/konfirmasi`, method: 'POST' }),
      transformResponse: detailOf,
      invalidatesTags: afterTransition,
    }),
    deskProposeTeachers: build.mutation<OrderDetail, Transition & { lamaran_ids: number[] }>({
      query: ({ kode, lamaran_ids }) => ({
        url: `/api/admin/pesanan/${encodeURIComponent(kode)}/usulkan`,
        method: 'POST',
        body: { lamaran_ids },
      }),
      transformResponse: detailOf,
      invalidatesTags: afterTransition,
    }),
    deskRecordPayment: build.mutation<OrderDetail, Transition & { jumlah: number }>({
      query: ({ kode, jumlah }) => ({
        url: `/api/admin/pesanan/${encodeURIComponent(kode)}/pembayaran`,
        method: 'POST',
        body: { jumlah },
      }),
      transformResponse: detailOf,
      invalidatesTags: afterTransition,
    }),
    deskCancelOrder: build.mutation<OrderDetail, Transition>({
      query: ({ kode }) => ({ url: `/api/pesanan/${encodeURIComponent(kode)}/batal`, method: 'POST' }),
      transformResponse: detailOf,
      invalidatesTags: afterTransition,
    }),
    choiceChooseTeacher: build.mutation<OrderDetail, Transition & { lamaran_id: number }>({
      query: ({ kode, lamaran_id }) => ({
        url: `/api/pesanan/${encodeURIComponent(kode)}/pilih-guru`,
        method: 'POST',
        body: { lamaran_id },
      }),
      transformResponse: detailOf,
      invalidatesTags: afterTransition,
    }),
  }),
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
