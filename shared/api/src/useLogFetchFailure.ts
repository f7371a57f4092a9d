import { useEffect } from 'react';
import { logFetchFailure } from './logging';

/**
 * Logs each failed fetch once (teacher, blog, select-list and landing failures are
 * logged only; the part that called it shows its own empty or error state).
 */
export function useLogFetchFailure(source: string, error: unknown): void {
  useEffect(() => {
    if (error) logFetchFailure(source, error);
  }, [source, error]);
}
