import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';

/** The server's `{ message }` from a failed call, or the given fallback text. */
export function errorMessageOf(
  error: FetchBaseQueryError | SerializedError | undefined,
  fallback: string = GENERIC_ERROR_MESSAGE,
): string {
  if (error && 'status' in error && typeof error.data === 'object' && error.data !== null) {
    const message = (error.data as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return fallback;
}
