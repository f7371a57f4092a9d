import { api, contractEndpoints, type PageRequest } from '@tutor/api';
import type { TestimonyPage } from '@tutor/contract';

/** The first testimony page number the server knows. */
export const FIRST_TESTIMONY_PAGE = 1;

/**
 * The next testimony page to fetch, or undefined after the last one. The old site asked for the
 * next page only while `next < last_page`, so the last page could never be reached; `current <
 * last_page` is the correct rule.
 */
export function nextTestimonyPage(lastLoaded: TestimonyPage): number | undefined {
  return lastLoaded.current_page < lastLoaded.last_page ? lastLoaded.current_page + 1 : undefined;
}

/** The landing pages' calls, injected into the platform's one api slice. */
export const landingApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getBannerSummary: route.query('GET /api/landing/banner-summary', {}),
      getLevelCards: route.query('GET /api/landing/list-level', {}),
      getBestTeachersOfMonth: route.query('GET /api/landing/best-teacher-of-the-month', {
        // ratings come from reviews: a written or hidden one refetches this
        providesTags: ['Teacher'],
      }),
      getTeacherReviewPairs: route.query('GET /api/landing/teacher-review', {
        providesTags: ['Teacher'],
      }),
      getLandingBlogTeasers: route.query('GET /api/landing/blog', {}),
      /** One page of testimonials (the home page shows page 1). */
      getTestimonyPage: route.query('GET /api/landing/testimony', {
        request: (page: number) => ({ query: { page } }),
      }),
      /** The testimoni page: pages accumulate in the cache as "Baca Lainnya" is pressed. */
      getTestimonyPages: route.infiniteQuery('GET /api/landing/testimony', {
        infiniteQueryOptions: {
          initialPageParam: FIRST_TESTIMONY_PAGE,
          getNextPageParam: (lastPage) => nextTestimonyPage(lastPage),
        },
        request: ({ pageParam }: PageRequest<void, number>) => ({ query: { page: pageParam } }),
      }),
      claimDiscount: route.mutation('POST /api/diskon-claim', {
        request: (body: { number_whatsapp: string }) => ({ body }),
      }),
    };
  },
});

export const {
  useGetBannerSummaryQuery,
  useGetLevelCardsQuery,
  useGetBestTeachersOfMonthQuery,
  useGetTeacherReviewPairsQuery,
  useGetLandingBlogTeasersQuery,
  useGetTestimonyPageQuery,
  useGetTestimonyPagesInfiniteQuery,
  useClaimDiscountMutation,
} = landingApi;
