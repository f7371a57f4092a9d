import { api, contractEndpoints, routeRequest } from '@tutor/api';
import type { PlatformStatus, RouteAnswer } from '@tutor/contract';

type CanaryAct = 'promote' | 'rollback';

/**
 * The platform desk's endpoints. A promotion or rollback answers the whole new status, which
 * replaces the cached one: no tag of its own is needed in the shared api slice.
 */
export const platformApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlatformStatus: contractEndpoints(build).query('GET /api/admin/platform', {
      transformResponse: (answer) => answer.data,
    }),
    // two routes (promote, rollback) with one answer: the endpoint picks the route by hand
    changeCanary: build.mutation<PlatformStatus, { remote: string; act: CanaryAct }>({
      query: ({ remote, act }) =>
        act === 'promote'
          ? routeRequest('POST /api/admin/platform/:name/promote', { params: { name: remote } })
          : routeRequest('POST /api/admin/platform/:name/rollback', { params: { name: remote } }),
      transformResponse: (answer: RouteAnswer<'POST /api/admin/platform/:name/promote'>) => answer.data,
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
