import { api } from './baseApi';
import { contractEndpoints } from './contractEndpoints';

/**
 * Catalog data more than one remote shows. The package list ("Mulai Dari": each package at its
 * lowest price) appears on the home page, the fee search and the order wizard: one endpoint, one
 * cache entry, one request.
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackagePrices: contractEndpoints(build).query('GET /api/landing/searching-biaya-les/default', {
      transformResponse: (answer) => answer.data,
      providesTags: ['Reference'],
    }),
  }),
});

export const { useGetPackagePricesQuery } = catalogApi;
