import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { CSRF_REFUSED_MESSAGE } from '@tutor/rules';
import { getApiBaseUrl } from './config';
import { CSRF_HEADER, csrfToken, forgetCsrfToken, isStateChanging } from './csrf';
import { SSR_HYDRATE, type StoreExtra } from './ssrState';

/** The store's own fetch (server rendering answers in-process), else the global one. */
const fetchOf = (extra: unknown): typeof fetch | undefined => (extra as StoreExtra | undefined)?.fetch;

function baseQueryFor(baseUrl: string, csrf: string | undefined, fetchFn: typeof fetch | undefined) {
  return fetchBaseQuery({
    baseUrl,
    fetchFn,
    credentials: 'include',
    prepareHeaders: (headers) => {
      headers.set('X-Requested-With', 'XMLHttpRequest');
      headers.set('Accept', 'application/json');
      if (csrf) headers.set(CSRF_HEADER, csrf);
      return headers;
    },
  });
}

/**
 * Every cache tag of the platform, declared once: a write invalidates what it changes (an order
 * write invalidates 'Order', a verification 'Teacher', a meeting's transition 'Meeting' and 'Order',
 * logging out everything).
 */
export const TAG_TYPES = [
  'Session',
  'Order',
  'Opening',
  'Application',
  'Ledger',
  'Teacher',
  'Reference',
  'Meeting',
  'Calendar',
  'Review',
  'Notification',
  'Account',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The base URL is read per request so a runtime config set after start-up is honoured. Writes
 * carry the CSRF token; a CSRF refusal (token expired, cookie cleared) is retried once with a fresh
 * one. Any other 403 (a role's refusal, a teacher awaiting verification) is an answer, not retried.
 */
const requestWithCsrf: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const method = typeof args === 'string' ? 'GET' : args.method;
  const fetchFn = fetchOf(queryApi.extra);
  if (!isStateChanging(method)) return baseQueryFor(getApiBaseUrl(), undefined, fetchFn)(args, queryApi, extraOptions);
  const attempt = async () => baseQueryFor(getApiBaseUrl(), await csrfToken(), fetchFn)(args, queryApi, extraOptions);
  try {
    const result = await attempt();
    const message = (result.error?.data as { message?: unknown } | undefined)?.message;
    if (result.error?.status !== 403 || message !== CSRF_REFUSED_MESSAGE) return result;
    forgetCsrfToken();
    return await attempt();
  } catch {
    forgetCsrfToken();
    return { error: { status: 'FETCH_ERROR', error: 'Token keamanan tidak dapat dimuat' } };
  }
};

type BaseQueryResult = Awaited<ReturnType<typeof requestWithCsrf>>;

/**
 * A failed answer's `X-Request-Id` is kept on the error (`requestId`): the error report the page
 * sends (logging.ts) carries it, and the server's log lines of that request name the same id.
 */
function withRequestId(result: BaseQueryResult): BaseQueryResult {
  const meta = result.meta as FetchBaseQueryMeta | undefined;
  const requestId = meta?.response?.headers.get('X-Request-Id');
  if (!result.error || !requestId) return result;
  return { ...result, error: Object.assign({}, result.error, { requestId }) };
}

/** The one slice's base query: what its endpoints' `query` returns and how they fail. */
export type PlatformBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;

/** Endpoints whose 401 is an answer about the session itself, not a sign that it ended. */
const SESSION_ENDPOINTS = new Set(['getSession', 'login', 'register', 'logout', 'forgotPassword', 'resetPassword']);

/**
 * A 401 from any other endpoint means the session ended (expired, logged out in another tab):
 * the session is asked again, so the header and the route guard show the visitor's view.
 */
const platformBaseQuery: PlatformBaseQuery = async (args, queryApi, extraOptions) => {
  const result = withRequestId(await requestWithCsrf(args, queryApi, extraOptions));
  if (result.error?.status === 401 && !SESSION_ENDPOINTS.has(queryApi.endpoint)) {
    queryApi.dispatch(api.util.invalidateTags(['Session']));
  }
  return result;
};

/**
 * On the server (no window) the hooks start their queries while rendering, so one render tells the
 * server rendering what to wait for (RTK Query's documented SSR mode); in the browser they start
 * them in effects, as usual.
 */
const createPlatformApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/**
 * The platform's single api slice. It starts with no endpoints: every remote (and reference.ts
 * for data several remotes share) adds its own with `api.injectEndpoints`. A server-rendered page
 * hands its answers over with the SSR_HYDRATE action (ssrState.ts).
 */
export const api = createPlatformApi({
  reducerPath: 'api',
  tagTypes: TAG_TYPES,
  baseQuery: platformBaseQuery,
  endpoints: () => ({}),
  // The payload is this same slice's state as the server's store held it; `never` stands for that
  // generic CombinedState type, which cannot be named here before the slice exists.
  extractRehydrationInfo: (action, { reducerPath }) =>
    action.type === SSR_HYDRATE
      ? ((action as { payload?: Record<string, unknown> }).payload?.[reducerPath] as never)
      : undefined,
});

/** Absolute URL for an API path: fetch outside a document rejects relative URLs. */
export function apiUrl(path: string): string {
  return `${getApiBaseUrl()}${path}`;
}
