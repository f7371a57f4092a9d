import { api, cursorPaging, withCursor } from '@tutor/api';
import type {
  FeePackage,
  FeePackageList,
  FeeSearchParams,
  GenerateScheduleBody,
  GeneratedScheduleAnswer,
  OrderAnswer,
  OrderDetail,
  OrderDraftBody,
  OrderList,
  PreviewAnswer,
  ReferralCheck,
  StudentProfile,
} from '@tutor/contract';

export interface CreateOrderArgs {
  body: OrderDraftBody;
  /** made once per draft (state/idempotencyKey.ts) */
  idempotencyKey: string;
}

/** The list tag: a new order or a cancelled one changes the dashboard. */
const ORDER_LIST = { type: 'Order' as const, id: 'LIST' };

/**
 * The student's order calls (issue 12), injected into the platform's one api slice.
 * Names are unique platform-wide: the fee search of mf-search has its own `searchFeePackages`.
 */
export const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Package prices for the wizard's level, system, students and region (the fee search's route). */
    getOrderPackagePrices: build.query<FeePackage[], FeeSearchParams>({
      query: (params) => ({ url: '/api/landing/searching-biaya-les', params }),
      transformResponse: (answer: FeePackageList) => answer.data,
    }),
    getStudentProfile: build.query<StudentProfile, void>({
      query: () => '/api/siswa/profil',
      transformResponse: (answer: { data: StudentProfile }) => answer.data,
    }),
    generateOrderSchedule: build.mutation<GeneratedScheduleAnswer, GenerateScheduleBody>({
      query: (body) => ({ url: '/api/generate/pemesanan-les-jadwal', method: 'POST', body }),
    }),
    checkReferralCode: build.query<ReferralCheck, string>({
      query: (kode) => ({ url: '/kode_referral/check', params: { kode_referral: kode } }),
      // a code's validity can change (used up, expired): never answer from an old check
      keepUnusedDataFor: 0,
    }),
    previewOrder: build.mutation<PreviewAnswer, OrderDraftBody>({
      query: (body) => ({ url: '/siswa/pemesanan-les/preview', method: 'POST', body }),
    }),
    createOrder: build.mutation<OrderDetail, CreateOrderArgs>({
      query: ({ body, idempotencyKey }) => ({
        url: '/api/pesanan',
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      transformResponse: (answer: OrderAnswer) => answer.data,
      invalidatesTags: [ORDER_LIST],
    }),
    /** The student's orders, newest first, a page at a time ("Muat lebih banyak"). */
    getOrders: build.infiniteQuery<OrderList, void, string | null>({
      infiniteQueryOptions: cursorPaging,
      query: ({ pageParam }) => ({ url: '/api/pesanan', params: withCursor({}, pageParam) }),
      providesTags: [ORDER_LIST],
    }),
    getOrder: build.query<OrderDetail, string>({
      query: (kode) => `/api/pesanan/${encodeURIComponent(kode)}`,
      transformResponse: (answer: OrderAnswer) => answer.data,
      providesTags: (_answer, _error, kode) => [{ type: 'Order', id: kode }],
    }),
    cancelOrder: build.mutation<OrderDetail, string>({
      query: (kode) => ({ url: `/api/pesanan/${encodeURIComponent(kode)}/batal`, method: 'POST' }),
      transformResponse: (answer: OrderAnswer) => answer.data,
      invalidatesTags: (_answer, _error, kode) => [ORDER_LIST, { type: 'Order', id: kode }],
    }),
  }),
});

export const {
  useGetOrderPackagePricesQuery,
  useGetStudentProfileQuery,
  useGenerateOrderScheduleMutation,
  useLazyCheckReferralCodeQuery,
  usePreviewOrderMutation,
  useCreateOrderMutation,
  useGetOrdersInfiniteQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
} = orderApi;
