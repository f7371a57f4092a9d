import { getApiBaseUrl } from './config';

/**
 * The CSRF token every state-changing request carries (X-CSRF-Token). Fetched once from
 * GET /api/auth/csrf (which also sets its cookie) and reused; a 403 from the server drops it so the
 * next write fetches a fresh one.
 */
let pending: Promise<string> | undefined;

export const CSRF_HEADER = 'X-CSRF-Token';

export function csrfToken(): Promise<string> {
  pending ??= fetch(`${getApiBaseUrl()}/api/auth/csrf`, {
    credentials: 'include',
    headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`csrf ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    })
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export function forgetCsrfToken(): void {
  pending = undefined;
}

export const isStateChanging = (method: string | undefined) =>
  !['GET', 'HEAD', 'OPTIONS'].includes((method ?? 'GET').toUpperCase());
