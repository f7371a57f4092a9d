import { api } from '@tutor/api';
import type {
  ActiveSession,
  ActiveSessionList,
  MfaCodeBody,
  MfaEnrolment,
  MfaStatus,
  RecoveryCodesAnswer,
} from '@tutor/contract';

/** The account page's endpoints: two-step login and the active sessions (the 'Account' tag). */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTwoStepStatus: build.query<MfaStatus, void>({
      query: () => '/api/auth/mfa',
      transformResponse: (answer: { data: MfaStatus }) => answer.data,
      providesTags: [{ type: 'Account', id: 'MFA' }],
    }),
    startTwoStep: build.mutation<MfaEnrolment, void>({
      query: () => ({ url: '/api/auth/mfa/daftar', method: 'POST' }),
      transformResponse: (answer: { data: MfaEnrolment }) => answer.data,
    }),
    enableTwoStep: build.mutation<string[], MfaCodeBody>({
      query: (body) => ({ url: '/api/auth/mfa/aktifkan', method: 'POST', body }),
      transformResponse: (answer: RecoveryCodesAnswer) => answer.data.kode_cadangan,
      // an admin's pages open now: whatever they answered before (403) is asked again
      invalidatesTags: (codes) => (codes ? [{ type: 'Account', id: 'MFA' }, 'Order', 'Teacher', 'Notification'] : []),
    }),
    disableTwoStep: build.mutation<void, MfaCodeBody>({
      query: (body) => ({ url: '/api/auth/mfa/nonaktifkan', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Account', id: 'MFA' }]),
    }),
    getActiveSessions: build.query<ActiveSession[], void>({
      query: () => '/api/auth/sesi',
      transformResponse: (answer: ActiveSessionList) => answer.data,
      providesTags: [{ type: 'Account', id: 'SESSIONS' }],
    }),
    endSession: build.mutation<void, string>({
      query: (id) => ({ url: `/api/auth/sesi/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Account', id: 'SESSIONS' }],
    }),
    endOtherSessions: build.mutation<void, void>({
      query: () => ({ url: '/api/auth/sesi/keluar-semua', method: 'POST' }),
      invalidatesTags: [{ type: 'Account', id: 'SESSIONS' }],
    }),
  }),
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
