import { api } from '@tutor/api';
import type {
  BannerSummary,
  BestTeacher,
  BlogTeaser,
  DiscountClaimAnswer,
  LevelCard,
  TeacherReviewPair,
  TestimonyPage,
} from '@tutor/contract';

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
  endpoints: (build) => ({
    getBannerSummary: build.query<BannerSummary, void>({
      query: () => '/api/landing/banner-summary',
    }),
    getLevelCards: build.query<LevelCard[], void>({
      query: () => '/api/landing/list-level',
    }),
    getBestTeachersOfMonth: build.query<BestTeacher[], void>({
      query: () => '/api/landing/best-teacher-of-the-month',
      // ratings come from reviews: a written or hidden one refetches this
      providesTags: ['Teacher'],
    }),
    getTeacherReviewPairs: build.query<TeacherReviewPair[], void>({
      query: () => '/api/landing/teacher-review',
      providesTags: ['Teacher'],
    }),
    getLandingBlogTeasers: build.query<BlogTeaser[], void>({
      query: () => '/api/landing/blog',
    }),
    /** One page of testimonials (the home page shows page 1). */
    getTestimonyPage: build.query<TestimonyPage, number>({
      query: (page) => ({ url: '/api/landing/testimony', params: { page } }),
    }),
    /** The testimoni page: pages accumulate in the cache as "Baca Lainnya" is pressed. */
    getTestimonyPages: build.infiniteQuery<TestimonyPage, void, number>({
      infiniteQueryOptions: {
        initialPageParam: FIRST_TESTIMONY_PAGE,
        getNextPageParam: (lastPage) => nextTestimonyPage(lastPage),
      },
      query: ({ pageParam }) => ({ url: '/api/landing/testimony', params: { page: pageParam } }),
    }),
    claimDiscount: build.mutation<DiscountClaimAnswer, { number_whatsapp: string }>({
      query: (body) => ({ url: '/api/diskon-claim', method: 'POST', body }),
    }),
  }),
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
