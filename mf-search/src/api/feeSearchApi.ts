import { api } from '@tutor/api';
import type { FeePackage, FeePackageList, FeeSearchParams } from '@tutor/contract';

/** The fee search's own call; the default price list is the shared `getPackagePrices`. */
export const feeSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchFeePackages: build.query<FeePackage[], FeeSearchParams>({
      // fetchBaseQuery leaves out undefined params, so curriculum and class go only when chosen.
      query: (params) => ({ url: '/api/landing/searching-biaya-les', params }),
      transformResponse: (answer: FeePackageList) => answer.data,
    }),
  }),
});

export const { useLazySearchFeePackagesQuery } = feeSearchApi;
