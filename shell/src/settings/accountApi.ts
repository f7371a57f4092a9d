import { api, contractEndpoints } from '@tutor/api';
import type { MfaCodeBody } from '@tutor/contract';

/** The account page's endpoints: two-step login and the active sessions (the 'Account' tag). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getTwoStepStatus: route.query('GET /api/auth/mfa', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Account', id: 'MFA' }],
      }),
      startTwoStep: route.mutation('POST /api/auth/mfa/daftar', {
        transformResponse: (answer) => answer.data,
      }),
      enableTwoStep: route.mutation('POST /api/auth/mfa/aktifkan', {
        request: (body: MfaCodeBody) => ({ body }),
        transformResponse: (answer) => answer.data.kode_cadangan,
        // an admin's pages open now: whatever they answered before (403) is asked again
        invalidatesTags: (codes) => (codes ? [{ type: 'Account', id: 'MFA' }, 'Order', 'Teacher', 'Notification'] : []),
      }),
      disableTwoStep: route.mutation('POST /api/auth/mfa/nonaktifkan', {
        request: (body: MfaCodeBody) => ({ body }),
        invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Account', id: 'MFA' }]),
      }),
      getActiveSessions: route.query('GET /api/auth/sesi', {
        transformResponse: (answer) => answer.data,
        providesTags: [{ type: 'Account', id: 'SESSIONS' }],
      }),
      endSession: route.mutation('DELETE /api/auth/sesi/:id', {
        request: (id: string) => ({ params: { id } }),
        invalidatesTags: [{ type: 'Account', id: 'SESSIONS' }],
      }),
      endOtherSessions: route.mutation('POST /api/auth/sesi/keluar-semua', {
        invalidatesTags: [{ type: 'Account', id: 'SESSIONS' }],
      }),
    };
  },
});

export const {
  useGetTwoStepStatusQuery,
  useStartTwoStepMutation,
  useEnableTwoStepMutation,
  useDisableTwoStepMutation,
  useGetActiveSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
} = accountApi;
