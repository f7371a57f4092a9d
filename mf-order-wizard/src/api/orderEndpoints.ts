import { api, contractEndpoints, cursorPaging, withCursor, type PageRequest } from '@tutor/api';
import type { FeeSearchParams, GenerateScheduleBody, OrderDraftBody } from '@tutor/contract';

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
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      /** Package prices for the wizard's level, system, students and region (the fee search's route). */
      getOrderPackagePrices: route.query('GET /api/landing/searching-biaya-les', {
        request: (query: FeeSearchParams) => ({ query }),
        transformResponse: (answer) => answer.data,
      }),
      getStudentProfile: route.query('GET /api/siswa/profil', {
        transformResponse: (answer) => answer.data,
      }),
      generateOrderSchedule: route.mutation('POST /api/generate/pemesanan-les-jadwal', {
        request: (body: GenerateScheduleBody) => ({ body }),
      }),
      checkReferralCode: route.query('GET /kode_referral/check', {
        request: (kode: string) => ({ query: { kode_referral: kode } }),
        // a code's validity can change (used up, expired): never answer from an old check
        keepUnusedDataFor: 0,
      }),
      previewOrder: route.mutation('POST /siswa/pemesanan-les/preview', {
        request: (body: OrderDraftBody) => ({ body }),
      }),
      createOrder: route.mutation('POST /api/pesanan', {
        request: ({ body, idempotencyKey }: CreateOrderArgs) => ({
          body,
          headers: { 'idempotency-key': idempotencyKey },
        }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: [ORDER_LIST],
      }),
      /** The student's orders, newest first, a page at a time ("Muat lebih banyak"). */
      getOrders: route.infiniteQuery('GET /api/pesanan', {
        infiniteQueryOptions: cursorPaging,
        request: ({ pageParam }: PageRequest<void, string | null>) => ({ query: withCursor({}, pageParam) }),
        providesTags: [ORDER_LIST],
      }),
      getOrder: route.query('GET /api/pesanan/:kode', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Order', id: kode }],
      }),
      cancelOrder: route.mutation('POST /api/pesanan/:kode/batal', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        // a paid order's charges now carry their refunds
        invalidatesTags: (_answer, _error, kode) => [
          ORDER_LIST,
          { type: 'Order', id: kode },
          { type: 'Order', id: `CHARGES-${kode}` },
        ],
      }),
    };
  },
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
