import { api } from '@tutor/api';
import type { Partner } from '@tutor/contract';

/** The partner universities and schools with their logo marks (GET /api/mitra). */
export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerMarks: build.query<Partner[], void>({
      query: () => '/api/mitra',
    }),
  }),
});

export const { useGetPartnerMarksQuery } = partnersApi;
