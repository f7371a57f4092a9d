import type { FeePackage, FeePackageList } from '@tutor/contract';
import { api } from './baseApi';

/**
 * Catalog data more than one remote shows. The package list ("Mulai Dari": each package at its
 * lowest price) appears on the home page, the fee search and the order wizard: one endpoint, one
 * cache entry, one request.
 */
export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPackagePrices: build.query<FeePackage[], void>({
      query: () => '/api/landing/searching-biaya-les/default',
      transformResponse: (answer: FeePackageList) => answer.data,
      providesTags: ['Reference'],
    }),
  }),
});

export const { useGetPackagePricesQuery } = catalogApi;
