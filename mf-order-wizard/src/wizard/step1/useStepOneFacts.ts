import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetJenjangOptionsQuery,
  useGetPackagePricesQuery,
  useGetSubjectOptionsQuery,
  useLogFetchFailure,
} from '@tutor/api';
import type { SelectOption } from '@tutor/contract';
import { subjectSelectionMode, type SubjectSelectionMode } from '@tutor/rules';
import { optionOf } from '@tutor/ui/Select';
import { useDraft } from '../../state/hooks';

export interface StepOneFacts {
  /** the chosen package's meetings; 0 until the package list is there */
  packageMeetings: number;
  /** the level's subject mode; a multi or single level whose subject list is empty counts as `none` */
  mode: SubjectSelectionMode;
  subjectOptions: SelectOption[];
  subjectsLoading: boolean;
  subjectsFailed: boolean;
  /** the level's name: the subject of a level that has none */
  levelLabel: string | null;
}

/** What step 1's subject rules need to know, read from the cached lists. */
export function useStepOneFacts(): StepOneFacts {
  const draft = useDraft();
  const { data: packages } = useGetPackagePricesQuery();
  const { data: levels } = useGetJenjangOptionsQuery();
  const baseMode = draft.jenjang === null ? 'none' : subjectSelectionMode(Number(draft.jenjang));
  const listed = baseMode === 'multi' || baseMode === 'single';
  const subjects = useGetSubjectOptionsQuery(listed && draft.jenjang !== null ? draft.jenjang : skipToken);
  useLogFetchFailure('order-wizard: mata-pelajaran', subjects.error);

  const subjectOptions = listed ? (subjects.currentData ?? []) : [];
  const emptyList = listed && subjects.currentData !== undefined && subjectOptions.length === 0;
  return {
    packageMeetings: packages?.find((item) => item.paket_id === draft.paket)?.jumlah_pertemuan ?? 0,
    mode: emptyList ? 'none' : baseMode,
    subjectOptions,
    subjectsLoading: listed && subjects.isFetching,
    subjectsFailed: listed && subjects.isError,
    levelLabel: optionOf(levels, draft.jenjang)?.label ?? null,
  };
}
