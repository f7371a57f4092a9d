import { useEffect } from 'react';
import { logFetchFailure } from '@tutor/api';

/**
 * Logs a failed fetch once per failure (SPEC §8: teacher and select-list failures are "logged
 * only", with no message for the user).
 */
export function useLogFailure(source: string, error: unknown): void {
  useEffect(() => {
    if (error) logFetchFailure(source, error);
  }, [source, error]);
}
