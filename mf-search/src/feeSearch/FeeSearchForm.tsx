import { useReducer, type FormEvent } from 'react';
import {
  programsFor,
  useGetJenjangOptionsQuery,
  useGetKelasOptionsQuery,
  useGetKurikulumOptionsQuery,
  useGetProvinceOptionsQuery,
  useGetRegencyOptionsQuery,
  useLogFetchFailure,
} from '@tutor/api';
import type { FeeSearchParams } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { Select } from '@tutor/ui/Select';
import { LearningSystemToggle } from './LearningSystemToggle';
import { idOf, optionById } from '../common/options';
import { feeFormReducer, initialFeeForm, STUDENT_OPTIONS, toFeeSearch, type FeeFormField } from './feeSearchForm';
import { LiveFields } from '@tutor/ui/LiveFields';

export interface FeeSearchFormProps {
  /** a program chosen before arriving (from /program) */
  initialProgramId: string | null;
  onSearch: (params: FeeSearchParams) => void;
  searching: boolean;
}

/** The fee-search form: learning system, the select cascade and Cari Paket. */
export function FeeSearchForm({ initialProgramId, onSearch, searching }: FeeSearchFormProps) {
  const [state, dispatch] = useReducer(feeFormReducer, initialProgramId, initialFeeForm);

  const programs = useGetJenjangOptionsQuery();
  const kurikulum = useGetKurikulumOptionsQuery(state.programId ?? '', { skip: state.programId === null });
  const kelas = useGetKelasOptionsQuery(state.programId ?? '', { skip: state.programId === null });
  const provinces = useGetProvinceOptionsQuery();
  const regencies = useGetRegencyOptionsQuery(state.provinceId ?? '', { skip: state.provinceId === null });
  useLogFetchFailure('biaya-les: jenjang', programs.error);
  useLogFetchFailure('biaya-les: kurikulum', kurikulum.error);
  useLogFetchFailure('biaya-les: kelas', kelas.error);
  useLogFetchFailure('biaya-les: provinsi', provinces.error);
  useLogFetchFailure('biaya-les: kab/kota', regencies.error);

  // currentData belongs to the current program/province only, so a previous list never shows.
  const kurikulumOptions = state.programId === null ? [] : (kurikulum.currentData ?? []);
  const kelasOptions = state.programId === null ? [] : (kelas.currentData ?? []);
  const regencyOptions = regencies.currentData ?? [];
  const regenciesLoading = state.provinceId !== null && regencies.isFetching;

  const chosen = {
    program: optionById(programs.data, state.programId),
    kurikulum: optionById(kurikulumOptions, state.kurikulumId),
    kelas: optionById(kelasOptions, state.kelasId),
    province: optionById(provinces.data, state.provinceId),
    regency: optionById(regencyOptions, state.regencyId),
  };
  const errorFor = (field: FeeFormField) => (state.error?.field === field ? state.error.message : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = toFeeSearch(state, chosen);
    if ('error' in outcome) dispatch({ type: 'invalid', error: outcome.error });
    else onSearch(outcome.params);
  };

  return (
    <form className="search-fee-form" onSubmit={submit} noValidate aria-label="Cari biaya les">
      <LiveFields>
        <LearningSystemToggle value={state.system} onChange={(system) => dispatch({ type: 'system', system })} />
        <div className="search-fee-form__fields">
          <Select
            label="Program"
            options={programsFor(state.system, programs.data ?? [])}
            value={chosen.program}
            onChange={(option) => dispatch({ type: 'program', id: idOf(option) })}
            isSearchable
            isLoading={programs.isLoading}
            placeholder="Pilih program"
            error={errorFor('program')}
          />
          {/* An empty list counts as absent, so these appear only when the program has options */}
          {kurikulumOptions.length > 0 && (
            <Select
              label="Kurikulum"
              options={kurikulumOptions}
              value={chosen.kurikulum}
              onChange={(option) => dispatch({ type: 'kurikulum', id: idOf(option) })}
              placeholder="Pilih kurikulum"
              isClearable
            />
          )}
          {kelasOptions.length > 0 && (
            <Select
              label="Kelas"
              options={kelasOptions}
              value={chosen.kelas}
              onChange={(option) => dispatch({ type: 'kelas', id: idOf(option) })}
              placeholder="Pilih kelas"
              isClearable
            />
          )}
          <Select
            label="Jumlah Siswa"
            options={STUDENT_OPTIONS}
            value={STUDENT_OPTIONS.find((option) => option.value === state.students) ?? null}
            onChange={(option) => dispatch({ type: 'students', count: option ? Number(option.value) : null })}
            placeholder="Pilih jumlah siswa"
            error={errorFor('students')}
          />
          <Select
            label="Provinsi"
            options={provinces.data ?? []}
            value={chosen.province}
            onChange={(option) => dispatch({ type: 'province', id: idOf(option) })}
            isSearchable
            isLoading={provinces.isLoading}
            placeholder="Pilih provinsi"
            error={errorFor('province')}
          />
          {state.provinceId !== null && (
            <div className="search-fee-form__regency">
              <Select
                label="Kab/Kota"
                options={regencyOptions}
                value={chosen.regency}
                onChange={(option) => dispatch({ type: 'regency', id: idOf(option) })}
                isSearchable
                isLoading={regenciesLoading}
                loadingMessage="Memuat daftar Kab/Kota..."
                placeholder="Pilih kab/kota"
                error={errorFor('regency')}
              />
              {regenciesLoading && (
                <p className="search-fee-form__loading" role="status">
                  Memuat daftar Kab/Kota...
                </p>
              )}
            </div>
          )}
        </div>
        <Button type="submit" size="large" className="search-fee-form__submit" busy={searching}>
          Cari Paket
        </Button>
      </LiveFields>
    </form>
  );
}
