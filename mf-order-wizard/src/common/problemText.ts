import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@tutor/api';
import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';

export const CONNECTION_LOST_MESSAGE = 'Koneksi ke server terputus, silahkan coba lagi';

/** What a failed call tells the student: the server's message, a lost connection, or the generic text. */
export function problemText(error: unknown): string {
  const failure = error as FetchBaseQueryError | SerializedError | undefined;
  if (failure && 'status' in failure && (failure.status === 'FETCH_ERROR' || failure.status === 'TIMEOUT_ERROR')) return CONNECTION_LOST_MESSAGE;
  return errorMessageOf(failure, GENERIC_ERROR_MESSAGE);
}
