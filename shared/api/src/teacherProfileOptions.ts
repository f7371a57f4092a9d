import { useEffect, useMemo, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { SelectOption } from '@tutor/contract';
import { referenceApi, useGetJenjangOptionsQuery, useSearchRegencyOptionsQuery } from './reference';
import type { AppDispatch, RootState } from './store';

export interface SubjectGroup {
  levelId: number | string;
  options: SelectOption[];
  loading: boolean;
  failed: boolean;
}

/** Wait this long after the last keystroke before asking the server for regencies. */
export const REGENCY_SEARCH_DELAY_MS = 300;

/**
 * The subject list of every chosen level at once (one cache entry per level, shared with the order
 * wizard's). A hook cannot be called once per level, so the subscriptions are made by hand.
 */
export function useSubjectOptionsOfLevels(levelIds: readonly (number | string)[]): SubjectGroup[] {
  const dispatch = useDispatch<AppDispatch>();
  const key = levelIds.join(',');
  useEffect(() => {
    const subscriptions =
      key === '' ? [] : key.split(',').map((id) => dispatch(referenceApi.endpoints.getSubjectOptions.initiate(id)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, key]);
  const apiState = useSelector((state: RootState) => state.api);
  return useMemo(
    () =>
      (key === '' ? [] : key.split(',')).map((id) => {
        const entry = referenceApi.endpoints.getSubjectOptions.select(id)({ api: apiState } as RootState);
        return {
          levelId: id,
          options: entry.data ?? [],
          loading: entry.isUninitialized || entry.isLoading,
          failed: entry.isError,
        };
      }),
    [apiState, key],
  );
}

/** Everything the teacher-profile form offers: levels, each level's subjects, regencies by search. */
export function useTeacherProfileOptions(levelIds: readonly (number | string)[]) {
  const levels = useGetJenjangOptionsQuery();
  const subjectGroups = useSubjectOptionsOfLevels(levelIds);
  const [text, setText] = useState('');
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), REGENCY_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const regencies = useSearchRegencyOptionsQuery(settled, { skip: settled === '' });
  const waiting = text.trim() !== '' && (text.trim() !== settled || regencies.isFetching);
  return {
    levelOptions: levels.data ?? [],
    levelsLoading: levels.isLoading,
    subjectGroups,
    regencyOptions: text.trim() === '' || waiting ? [] : (regencies.currentData ?? []),
    regencyLoading: waiting,
    onRegencySearch: setText,
  };
}

export type TeacherProfileOptions = ReturnType<typeof useTeacherProfileOptions>;
