import { apiUrl } from './baseApi';
import { CSRF_HEADER, csrfToken } from './csrf';
import type { ClientErrorReport } from '@tutor/contract';
import { isSafeRequestId } from '@tutor/rules';

/**
 * Sends a client error to POST /api/log. It never throws: a failing log call must not turn one
 * error into two.
 */
export async function reportClientError(report: ClientErrorReport): Promise<void> {
  try {
    await fetch(apiUrl('/api/log'), {
      credentials: 'include',
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        [CSRF_HEADER]: await csrfToken(),
      },
      body: JSON.stringify({
        ...report,
        message: report.message.slice(0, 2000),
        stack: report.stack?.slice(0, 8000),
        componentStack: report.componentStack?.slice(0, 8000),
        url: report.url ?? (typeof window !== 'undefined' ? window.location.href : undefined),
      }),
      keepalive: true,
    });
  } catch {
    // Logging is best effort by design.
  }
}

/** The id of the request that failed, as the base query keeps it on the error (baseApi.ts). */
export function requestIdOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('requestId' in error)) return undefined;
  const { requestId } = error as { requestId: unknown };
  return isSafeRequestId(requestId) ? requestId : undefined;
}

/** Logs a failed fetch of a section (logged only, no user message), naming the failed request. */
export function logFetchFailure(source: string, error: unknown): void {
  const message =
    typeof error === 'object' && error !== null && 'status' in error
      ? `Gagal memuat data (${String((error as { status: unknown }).status)})`
      : 'Gagal memuat data';
  void reportClientError({ message, source, requestId: requestIdOf(error) });
}
