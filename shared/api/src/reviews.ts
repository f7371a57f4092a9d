import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AdminReview, HideReviewBody, Review, ReviewBody } from '@tutor/contract';
import { api, type TagType } from './baseApi';
import { contractEndpoints } from './contractEndpoints';

/**
 * Reviews: the student's form on an order and the dashboard's reminder (one query
 * per order), and the admin's desk. A written or hidden review changes the teacher's rating
 * everywhere: 'Teacher' answers (profile, search) are refetched as well.
 */
const afterReviewChange = (
  answer: Review | AdminReview | undefined,
  error: FetchBaseQueryError | undefined,
): TagType[] => (answer || error?.status === 409 ? ['Review', 'Teacher'] : []);

export type ReviewRequest = ReviewBody & { kode: string };
export type HideReviewRequest = HideReviewBody & { id: number };

export const reviewsApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getOrderReviews: route.query('GET /api/pesanan/:kode/ulasan', {
        request: (kode: string) => ({ params: { kode } }),
        transformResponse: (answer) => answer.data,
        providesTags: (_answer, _error, kode) => [{ type: 'Review', id: `ORDER-${kode}` }],
      }),
      writeReview: route.mutation('POST /api/pesanan/:kode/ulasan', {
        request: ({ kode, ...body }: ReviewRequest) => ({ params: { kode }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterReviewChange,
      }),
      getAdminReviews: route.query('GET /api/admin/ulasan', {
        request: (page: number) => ({ query: { page } }),
        providesTags: ['Review'],
      }),
      hideReview: route.mutation('POST /api/admin/ulasan/:id/sembunyikan', {
        request: ({ id, ...body }: HideReviewRequest) => ({ params: { id }, body }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterReviewChange,
      }),
      pickTestimonial: route.mutation('POST /api/admin/ulasan/:id/testimoni', {
        request: (id: number) => ({ params: { id } }),
        transformResponse: (answer) => answer.data,
        invalidatesTags: afterReviewChange,
      }),
    };
  },
});

export const {
  useGetOrderReviewsQuery,
  useWriteReviewMutation,
  useGetAdminReviewsQuery,
  useHideReviewMutation,
  usePickTestimonialMutation,
} = reviewsApi;
