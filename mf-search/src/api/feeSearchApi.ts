import { api, type FeePackage, type FeePackageList, type FeeSearchParams } from '@tutor/api';

/** The fee search's calls (SPEC §7): the default price list and the filtered search. */
export const feeSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDefaultFeePackages: build.query<FeePackage[], void>({
      query: () => '/api/landing/searching-biaya-les/default',
      transformResponse: (answer: FeePackageList) => answer.data,
    }),
    searchFeePackages: build.query<FeePackage[], FeeSearchParams>({
      // fetchBaseQuery leaves out undefined params, so curriculum and class go only when chosen.
      query: (params) => ({ url: '/api/landing/searching-biaya-les', params }),
      transformResponse: (answer: FeePackageList) => answer.data,
    }),
  }),
});

export const { useGetDefaultFeePackagesQuery, useLazySearchFeePackagesQuery } = feeSearchApi;
