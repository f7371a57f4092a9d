import { useState } from 'react';
import type { LearningSystem, SelectOption } from '@tutor/contract';

type OptionId = SelectOption['value'];

/** The opening search (GET /guru/loker-mengajar-searching) as the teacher sets it. */
export interface OpeningFilter {
  kodePemesanan: string;
  program: OptionId | null;
  sistemPembelajaran: LearningSystem | null;
  provinsi: OptionId | null;
  kota: OptionId | null;
}

const EMPTY_FILTER: OpeningFilter = {
  kodePemesanan: '',
  program: null,
  sistemPembelajaran: null,
  provinsi: null,
  kota: null,
};

/** Local UI state of the side panel (the search to run next, not the one shown); choosing a province clears the city (its list changes). */
export function useOpeningFilter() {
  const [filter, setFilter] = useState<OpeningFilter>(EMPTY_FILTER);
  return {
    filter,
    setCode: (kodePemesanan: string) => setFilter((current) => ({ ...current, kodePemesanan })),
    setProgram: (program: OptionId | null) => setFilter((current) => ({ ...current, program })),
    setLearningSystem: (sistemPembelajaran: LearningSystem | null) =>
      setFilter((current) => ({ ...current, sistemPembelajaran })),
    setProvince: (provinsi: OptionId | null) =>
      setFilter((current) => (current.provinsi === provinsi ? current : { ...current, provinsi, kota: null })),
    setCity: (kota: OptionId | null) => setFilter((current) => ({ ...current, kota })),
    reset: () => setFilter(EMPTY_FILTER),
  };
}

export type OpeningFilterControls = ReturnType<typeof useOpeningFilter>;
