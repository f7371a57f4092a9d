import { useEffect } from 'react';
import { logFetchFailure } from '@tutor/api';

/**
 * Logs a failed landing fetch once per error (SPEC §8: logged only, no user message). The
 * section that called it collapses instead of showing anything.
 */
export function useLogFetchFailure(source: string, error: unknown): void {
  useEffect(() => {
    if (error) logFetchFailure(source, error);
  }, [source, error]);
}
