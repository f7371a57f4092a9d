import { useEffect } from 'react';
import { logFetchFailure } from '@tutor/api';

/** Logs each failed fetch once (SPEC §8: address and select-list failures are logged; the lists show empty). */
export function useLogFetchFailure(source: string, error: unknown): void {
  useEffect(() => {
    if (error) logFetchFailure(source, error);
  }, [source, error]);
}
