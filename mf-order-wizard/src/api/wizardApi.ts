import { api, type FeePackage, type FeePackageList } from '@tutor/api';

/**
 * The wizard's own endpoints. The package list is the fee default list (SPEC §7): every package
 * with its lowest price, shown as "Mulai Dari".
 */
export const wizardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWizardPackages: build.query<FeePackage[], void>({
      query: () => '/api/landing/searching-biaya-les/default',
      transformResponse: (answer: FeePackageList) => answer.data,
    }),
  }),
});

export const { useGetWizardPackagesQuery } = wizardApi;
