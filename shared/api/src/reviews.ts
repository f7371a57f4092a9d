import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type {
  AdminReview,
  AdminReviewAnswer,
  AdminReviewPage,
  HideReviewBody,
  OrderReviews,
  OrderReviewsAnswer,
  Review,
  ReviewAnswer,
  ReviewBody,
} from '@tutor/contract';
import { api, type TagType } from './baseApi';

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
  endpoints: (build) => ({
    getOrderReviews: build.query<OrderReviews, string>({
      query: (kode) => `/api/pesanan/${encodeURIComponent(kode)}/ulasan`,
      transformResponse: (answer: OrderReviewsAnswer) => answer.data,
      providesTags: (_answer, _error, kode) => [{ type: 'Review', id: `ORDER-${kode}` }],
    }),
    writeReview: build.mutation<Review, ReviewRequest>({
      query: ({ kode, ...body }) => ({ url: `/api/pesanan/${encodeURIComponent(kode)}/ulasan`, method: 'POST', body }),
      transformResponse: (answer: ReviewAnswer) => answer.data,
      invalidatesTags: afterReviewChange,
    }),
    getAdminReviews: build.query<AdminReviewPage, number>({
      query: (page) => ({ url: '/api/admin/ulasan', params: { page } }),
      providesTags: ['Review'],
    }),
    hideReview: build.mutation<AdminReview, HideReviewRequest>({
      query: ({ id, ...body }) => ({ url: `/api/admin/ulasan/${id}/sembunyikan`, method: 'POST', body }),
      transformResponse: (answer: AdminReviewAnswer) => answer.data,
      invalidatesTags: afterReviewChange,
    }),
    pickTestimonial: build.mutation<AdminReview, number>({
      query: (id) => ({ url: `/api/admin/ulasan/${id}/testimoni`, method: 'POST' }),
      transformResponse: (answer: AdminReviewAnswer) => answer.data,
      invalidatesTags: afterReviewChange,
    }),
  }),
});

export const {
  useGetOrderReviewsQuery,
  useWriteReviewMutation,
  useGetAdminReviewsQuery,
  useHideReviewMutation,
  usePickTestimonialMutation,
} = reviewsApi;
