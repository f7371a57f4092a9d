import { useEffect } from 'react';
import { logFetchFailure } from '@tutor/api';

/** Logs each failed fetch once (SPEC §8: select-list failures are logged, not shown). */
export function useLogFetchFailure(source: string, error: unknown): void {
  useEffect(() => {
    if (error) logFetchFailure(source, error);
  }, [source, error]);
}
