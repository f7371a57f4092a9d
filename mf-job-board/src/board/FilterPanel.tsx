import type { FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetCityOptionsQuery,
  useGetJenjangOptionsQuery,
  useGetProvinceOptionsQuery,
  useLogFetchFailure,
} from '@tutor/api';
import type { LearningSystem, SelectOption } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { Select, optionOf } from '@tutor/ui/Select';
import type { OpeningFilter, OpeningFilterControls } from './useOpeningFilter';

const LEARNING_SYSTEMS: SelectOption[] = [
  { value: 'Offline', label: 'Offline' },
  { value: 'Online', label: 'Online' },
];

/**
 * Tab "Filter": program, learning system, province and city. The lists come from the shared
 * reference hooks, so they share their cache entries with the fee search and the order wizard.
 */
export function FilterPanel({
  controls,
  onApply,
}: {
  controls: OpeningFilterControls;
  onApply: (filter: OpeningFilter) => void;
}) {
  const { filter } = controls;
  const programs = useGetJenjangOptionsQuery();
  const provinces = useGetProvinceOptionsQuery();
  const cities = useGetCityOptionsQuery(filter.provinsi ?? skipToken);
  useLogFetchFailure('job-board: program', programs.error);
  useLogFetchFailure('job-board: provinsi', provinces.error);
  useLogFetchFailure('job-board: kota', cities.error);
  // currentData: the previous province's cities must not be offered for the new one.
  const cityOptions = cities.currentData ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(filter);
  };

  return (
    <form className="jobs-form" onSubmit={submit} aria-label="Filter lowongan">
      <Select
        label="Program"
        placeholder="Semua program"
        options={programs.data ?? []}
        isLoading={programs.isLoading}
        isSearchable
        isClearable
        value={optionOf(programs.data, filter.program)}
        onChange={(option) => controls.setProgram(option?.value ?? null)}
      />
      <Select
        label="Sistem Pembelajaran"
        placeholder="Offline dan Online"
        options={LEARNING_SYSTEMS}
        isClearable
        value={optionOf(LEARNING_SYSTEMS, filter.sistemPembelajaran)}
        onChange={(option) => controls.setLearningSystem(option ? (option.value as LearningSystem) : null)}
      />
      <Select
        label="Provinsi"
        placeholder="Semua provinsi"
        options={provinces.data ?? []}
        isLoading={provinces.isLoading}
        isSearchable
        isClearable
        value={optionOf(provinces.data, filter.provinsi)}
        onChange={(option) => controls.setProvince(option?.value ?? null)}
      />
      <Select
        label="Kota"
        placeholder={filter.provinsi === null ? 'Pilih provinsi dulu' : 'Semua kota'}
        options={cityOptions}
        isLoading={cities.isFetching}
        loadingMessage="Memuat kota..."
        isDisabled={filter.provinsi === null}
        isSearchable
        isClearable
        value={optionOf(cityOptions, filter.kota)}
        onChange={(option) => controls.setCity(option?.value ?? null)}
        hint={filter.provinsi === null ? 'Pilih provinsi terlebih dahulu untuk melihat daftar kota.' : undefined}
      />
      <Button type="submit" block>
        Terapkan Filter
      </Button>
    </form>
  );
}
