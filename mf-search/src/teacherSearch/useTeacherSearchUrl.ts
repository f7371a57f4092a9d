import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { buildTeacherSearch, parseTeacherSearch, type TeacherSearchState } from './teacherSearchUrl';

/** The search state read from the URL, and a way to move to a new state (a new history entry). */
export function useTeacherSearchUrl(): [TeacherSearchState, (next: TeacherSearchState) => void] {
  const [query, setQuery] = useSearchParams();
  const state = useMemo(() => parseTeacherSearch(query), [query]);
  const go = useCallback((next: TeacherSearchState) => setQuery(buildTeacherSearch(next)), [setQuery]);
  return [state, go];
}
