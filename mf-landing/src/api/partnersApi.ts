import { api, contractEndpoints } from '@tutor/api';

/** The partner universities and schools with their logo marks (GET /api/mitra). */
export const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartnerMarks: contractEndpoints(build).query('GET /api/mitra', {}),
  }),
});

export const { useGetPartnerMarksQuery } = partnersApi;
