import { api, contractEndpoints } from '@tutor/api';
import type { FeeSearchParams } from '@tutor/contract';

/** The fee search's own call; the default price list is the shared `getPackagePrices`. */
export const feeSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchFeePackages: contractEndpoints(build).query('GET /api/landing/searching-biaya-les', {
      // fetchBaseQuery leaves out undefined params, so curriculum and class go only when chosen.
      request: (query: FeeSearchParams) => ({ query }),
      transformResponse: (answer) => answer.data,
    }),
  }),
});

export const { useLazySearchFeePackagesQuery } = feeSearchApi;
