import type { FeeSearchParams } from '@tutor/contract';
import { FEE_SEARCH_MESSAGES, MAX_STUDENTS } from '@tutor/rules';
import type { LearningSystem, SelectOption } from '@tutor/contract';

/** The fee-search form. Ids only: the options they stand for come from the RTK Query cache. */
export interface FeeFormState {
  system: LearningSystem;
  programId: string | null;
  kurikulumId: string | null;
  kelasId: string | null;
  students: number | null;
  provinceId: string | null;
  regencyId: string | null;
  error: FeeFormError | null;
}

export type FeeFormField = 'program' | 'students' | 'province' | 'regency';

export interface FeeFormError {
  field: FeeFormField;
  message: string;
}

export type FeeFormAction =
  | { type: 'system'; system: LearningSystem }
  | { type: 'program'; id: string | null }
  | { type: 'kurikulum'; id: string | null }
  | { type: 'kelas'; id: string | null }
  | { type: 'students'; count: number | null }
  | { type: 'province'; id: string | null }
  | { type: 'regency'; id: string | null }
  | { type: 'invalid'; error: FeeFormError };

/** The product's messages, in the order they are checked. */
export const FEE_FORM_MESSAGES: Record<FeeFormField, string> = FEE_SEARCH_MESSAGES;

export function initialFeeForm(programId: string | null = null): FeeFormState {
  return {
    system: 'Offline',
    programId,
    kurikulumId: null,
    kelasId: null,
    students: null,
    provinceId: null,
    regencyId: null,
    error: null,
  };
}

/** A fixed field's message disappears once that field is changed. */
function withoutErrorFor(state: FeeFormState, field: FeeFormField): FeeFormError | null {
  return state.error?.field === field ? null : state.error;
}

/** The cascades. Each choice clears what depends on it. */
export function feeFormReducer(state: FeeFormState, action: FeeFormAction): FeeFormState {
  switch (action.type) {
    case 'system':
      if (action.system === state.system) return state;
      return {
        ...state,
        system: action.system,
        programId: null,
        kurikulumId: null,
        kelasId: null,
        error: withoutErrorFor(state, 'program'),
      };
    case 'program':
      return {
        ...state,
        programId: action.id,
        kurikulumId: null,
        kelasId: null,
        error: withoutErrorFor(state, 'program'),
      };
    case 'kurikulum':
      return { ...state, kurikulumId: action.id };
    case 'kelas':
      return { ...state, kelasId: action.id };
    case 'students':
      return { ...state, students: action.count, error: withoutErrorFor(state, 'students') };
    case 'province':
      return { ...state, provinceId: action.id, regencyId: null, error: withoutErrorFor(state, 'province') };
    case 'regency':
      return { ...state, regencyId: action.id, error: withoutErrorFor(state, 'regency') };
    case 'invalid':
      return { ...state, error: action.error };
  }
}

/** The options the user sees as chosen; validation checks these, not bare ids. */
export interface ChosenOptions {
  program: SelectOption | null;
  kurikulum: SelectOption | null;
  kelas: SelectOption | null;
  province: SelectOption | null;
  regency: SelectOption | null;
}

/**
 * The search parameters, or the first missing field (in the product's order). Curriculum and class are
 * sent only when chosen.
 */
export function toFeeSearch(
  state: FeeFormState,
  chosen: ChosenOptions,
): { params: FeeSearchParams } | { error: FeeFormError } {
  const missing = (field: FeeFormField) => ({ error: { field, message: FEE_FORM_MESSAGES[field] } });
  if (!chosen.program) return missing('program');
  if (state.students === null) return missing('students');
  if (!chosen.province) return missing('province');
  if (!chosen.regency) return missing('regency');
  return {
    params: {
      jenjang_id: chosen.program.value,
      sistem_pembelajaran: state.system,
      jumlah_siswa: state.students,
      provinsi: chosen.province.value,
      kota_id: chosen.regency.value,
      ...(chosen.kurikulum ? { kurikulum_id: chosen.kurikulum.value } : {}),
      ...(chosen.kelas ? { kelas: chosen.kelas.value } : {}),
    },
  };
}

export const STUDENT_OPTIONS: SelectOption[] = Array.from({ length: MAX_STUDENTS }, (_, index) => ({
  value: index + 1,
  label: `${index + 1} Siswa`,
}));
