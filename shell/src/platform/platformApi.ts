import { api } from '@tutor/api';
import type { PlatformStatus, PlatformStatusAnswer } from '@tutor/contract';

type CanaryAct = 'promote' | 'rollback';

/**
 * The platform desk's endpoints. A promotion or rollback answers the whole new status, which
 * replaces the cached one: no tag of its own is needed in the shared api slice.
 */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformStatus: build.query<PlatformStatus, void>({
      query: () => '/api/admin/platform',
      transformResponse: (answer: PlatformStatusAnswer) => answer.data,
    }),
    changeCanary: build.mutation<PlatformStatus, { remote: string; act: CanaryAct }>({
      query: ({ remote, act }) => ({ url: `/api/admin/platform/${encodeURIComponent(remote)}/${act}`, method: 'POST' }),
      transformResponse: (answer: PlatformStatusAnswer) => answer.data,
      async onQueryStarted(_argument, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(platformApi.util.upsertQueryData('getPlatformStatus', undefined, data));
        } catch {
          // the page shows the failure from the mutation's own state
        }
      },
    }),
  }),
});

export const { useGetPlatformStatusQuery, useChangeCanaryMutation } = platformApi;
