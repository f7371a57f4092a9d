import type { LoginBody, MfaCodeBody, MfaRequired, RegisterBody, Role, RouteAnswer, User } from '@tutor/contract';
import { api } from './baseApi';
import { contractEndpoints, routeRequest } from './contractEndpoints';

/** The answer of the password-reset routes: Indonesian text to show as it is. */
export interface MessageAnswer {
  message: string;
}

/**
 * The account session (GET /api/auth/me and the account writes). A visitor is `null`, not an error:
 * 401 is the normal answer for someone who has not logged in.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => {
    const route = contractEndpoints(build);
    return {
      getSession: build.query<User | null, void>({
        queryFn: async (_arg, _queryApi, _extra, baseQuery) => {
          const result = await baseQuery(routeRequest('GET /api/auth/me'));
          if (result.error?.status === 401) return { data: null };
          if (result.error) return { error: result.error };
          return { data: (result.data as RouteAnswer<'GET /api/auth/me'>).data };
        },
        providesTags: ['Session'],
      }),
      /** the account, or `{ mfa_diperlukan: true }`: then loginWithCode completes it (isMfaRequired) */
      login: route.mutation('POST /api/auth/login', {
        request: (body: LoginBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        onQueryStarted: (_body, lifecycle) => rememberUser(lifecycle),
      }),
      /** the second step of a login that answered mfa_diperlukan: a TOTP or a recovery code */
      loginWithCode: route.mutation('POST /api/auth/login/mfa', {
        request: (body: MfaCodeBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        onQueryStarted: (_body, lifecycle) => rememberUser(lifecycle),
      }),
      register: route.mutation('POST /api/auth/register', {
        request: (body: RegisterBody) => ({ body }),
        transformResponse: (answer) => answer.data,
        onQueryStarted: (_body, lifecycle) => rememberUser(lifecycle),
      }),
      logout: route.mutation('POST /api/auth/logout', {
        // Everything cached belonged to the account (orders, profile...): drop it all, not just the session.
        onQueryStarted: async (_arg, { dispatch, queryFulfilled }) => {
          await queryFulfilled.catch(() => undefined);
          dispatch(api.util.resetApiState());
        },
      }),
      forgotPassword: route.mutation('POST /api/auth/lupa-password', {
        request: (body: { email: string }) => ({ body }),
      }),
      resetPassword: route.mutation('POST /api/auth/reset-password', {
        request: (body: { token: string; password: string }) => ({ body }),
        invalidatesTags: ['Session'],
      }),
    };
  },
});

type RememberLifecycle = {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: User | MfaRequired }>;
};

/** A login that needs its second step (the password was right; no session yet). */
export function isMfaRequired(answer: User | MfaRequired): answer is MfaRequired {
  return 'mfa_diperlukan' in answer;
}

/**
 * After logging in or registering, the session is the answer itself: written into the cache at
 * once (no flash of "Masuk" while /me is asked again), then every other cached answer is dropped
 * because it was fetched as a visitor.
 */
async function rememberUser({ dispatch, queryFulfilled }: RememberLifecycle): Promise<void> {
  try {
    const { data: user } = await queryFulfilled;
    if (isMfaRequired(user)) return; // no session yet: nothing to remember
    dispatch(api.util.invalidateTags(['Order', 'Opening', 'Application', 'Ledger', 'Teacher']));
    dispatch(sessionApi.util.upsertQueryData('getSession', undefined, user));
  } catch {
    // a refused login changes nothing; the form shows the server's message
  }
}

export const {
  useGetSessionQuery,
  useLoginMutation,
  useLoginWithCodeMutation,
  useRegisterMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = sessionApi;

/** Where each role starts: the menu's first item, the 403 page's link, after login. */
export const ROLE_DASHBOARD: Record<Role, string> = {
  siswa: '/siswa/dashbord',
  guru: '/guru/loker-mengajar',
  admin: '/admin/guru',
};

export const ROLE_LABEL: Record<Role, string> = { siswa: 'siswa', guru: 'guru', admin: 'admin' };

/**
 * Where to go after logging in: `next` only when it is a path of this site ("/x", not "//evil.com"
 * or "/\\evil.com", which browsers read as another host); otherwise the role's dashboard.
 */
export function afterLoginPath(next: string | null, role: Role): string {
  if (next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\')) return next;
  return ROLE_DASHBOARD[role];
}
