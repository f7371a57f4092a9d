import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  programsFor,
  useGetJenjangOptionsQuery,
  useGetKelasOptionsQuery,
  useGetKurikulumOptionsQuery,
  useLogFetchFailure,
} from '@tutor/api';
import { Select, optionOf } from '@tutor/ui/Select';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { classChosen, curriculumChosen, levelChosen, levelCleared } from '../../state/wizardSlice';

interface LevelFieldsProps {
  /** the step-1 validation message for the level, if Next was refused */
  levelError?: string;
  onLevelChosen: () => void;
}

/**
 * Jenjang, then Kurikulum and Kelas when the level has them (an empty list counts as absent).
 * The jenjang list comes from the shared hook, so its cache entry is the one the fee search uses.
 */
export function LevelFields({ levelError, onLevelChosen }: LevelFieldsProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const levels = useGetJenjangOptionsQuery();
  const levelArg = draft.jenjang ?? skipToken;
  // currentData: the previous level's list must not show while the new one loads.
  const curricula = useGetKurikulumOptionsQuery(levelArg);
  const classes = useGetKelasOptionsQuery(levelArg);
  useLogFetchFailure('order-wizard: jenjang', levels.error);
  useLogFetchFailure('order-wizard: kurikulum', curricula.error);
  useLogFetchFailure('order-wizard: kelas', classes.error);

  const levelOptions = programsFor(draft.sistemPembelajaran, levels.data ?? []);
  const chosenLevel = optionOf(levels.data, draft.jenjang);
  const levelUnavailable = chosenLevel !== null && !levelOptions.some((level) => level.value === chosenLevel.value);
  // Olimpiade/OSN is online only: switching to Offline drops it instead of keeping a level that cannot be ordered.
  useEffect(() => {
    if (levelUnavailable) dispatch(levelCleared());
  }, [dispatch, levelUnavailable]);

  const curriculumOptions = curricula.currentData ?? [];
  const classOptions = classes.currentData ?? [];
  const firstCurriculum = curriculumOptions[0];
  const firstClass = classOptions[0];

  // Choosing a level defaults to its first curriculum and class.
  useEffect(() => {
    if (draft.kurikulum === null && firstCurriculum) dispatch(curriculumChosen(firstCurriculum.value));
  }, [dispatch, draft.kurikulum, firstCurriculum]);
  useEffect(() => {
    if (draft.kelas === null && firstClass) dispatch(classChosen(firstClass.value));
  }, [dispatch, draft.kelas, firstClass]);

  return (
    <>
      <Select
        label="Jenjang"
        placeholder="Pilih Jenjang"
        options={levelOptions}
        isLoading={levels.isLoading}
        isSearchable
        value={levelUnavailable ? null : chosenLevel}
        onChange={(option) => {
          if (!option) return;
          dispatch(levelChosen(option.value));
          onLevelChosen();
        }}
        error={levelError}
      />
      {curriculumOptions.length > 0 && (
        <Select
          label="Kurikulum"
          options={curriculumOptions}
          value={optionOf(curriculumOptions, draft.kurikulum)}
          onChange={(option) => option && dispatch(curriculumChosen(option.value))}
        />
      )}
      {classOptions.length > 0 && (
        <Select
          label="Kelas"
          options={classOptions}
          value={optionOf(classOptions, draft.kelas)}
          onChange={(option) => option && dispatch(classChosen(option.value))}
        />
      )}
    </>
  );
}
