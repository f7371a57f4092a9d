import { CONNECTION_LOST_MESSAGE, GENERIC_ERROR_MESSAGE } from '@tutor/rules';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What a failed call tells the person, from whatever was thrown or returned as `error` (an RTK
 * Query error, a rejected `unwrap()`, anything else): the server's `{ message }`, a lost
 * connection, or the fallback text.
 */
export function errorMessageOf(error: unknown, fallback: string = GENERIC_ERROR_MESSAGE): string {
  if (!isObject(error) || !('status' in error)) return fallback;
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return CONNECTION_LOST_MESSAGE;
  const message = isObject(error.data) ? error.data.message : undefined;
  return typeof message === 'string' && message.length > 0 ? message : fallback;
}
