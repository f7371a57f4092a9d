import type { GenderFilter, RatingFilter, TeacherSearchParams } from '@tutor/contract';

/**
 * The find-teacher state lives in the URL query, so a search can be shared as a link and
 * Back/Forward step through searches, filters and pages. Components derive it from the URL and
 * never keep a second copy.
 */
export interface TeacherSearchState {
  programId: string | null;
  locationId: string | null;
  /** the regency's name: regencies are searched by text, so the id alone cannot be shown */
  locationLabel: string | null;
  genders: GenderFilter[];
  ratings: RatingFilter[];
  page: number;
}

export const URL_KEYS = {
  program: 'program',
  location: 'lokasi',
  locationLabel: 'lokasi_nama',
  gender: 'jenis_kelamin',
  rating: 'penilaian',
  page: 'page',
} as const;

export const GENDER_FILTERS: readonly GenderFilter[] = ['laki_laki', 'perempuan'];
export const RATING_FILTERS: readonly RatingFilter[] = ['bintang_5', 'bintang_4', 'bintang_3'];

function oneOf<T extends string>(allowed: readonly T[], values: string[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

function positiveInteger(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
}

export function parseTeacherSearch(query: URLSearchParams): TeacherSearchState {
  const programId = query.get(URL_KEYS.program) || null;
  const locationId = query.get(URL_KEYS.location) || null;
  return {
    programId,
    locationId,
    locationLabel: locationId ? query.get(URL_KEYS.locationLabel) || null : null,
    genders: oneOf(GENDER_FILTERS, query.getAll(URL_KEYS.gender)),
    ratings: oneOf(RATING_FILTERS, query.getAll(URL_KEYS.rating)),
    page: positiveInteger(query.get(URL_KEYS.page)),
  };
}

export function buildTeacherSearch(state: TeacherSearchState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.programId) query.set(URL_KEYS.program, state.programId);
  if (state.locationId) {
    query.set(URL_KEYS.location, state.locationId);
    if (state.locationLabel) query.set(URL_KEYS.locationLabel, state.locationLabel);
  }
  for (const gender of state.genders) query.append(URL_KEYS.gender, gender);
  for (const rating of state.ratings) query.append(URL_KEYS.rating, rating);
  if (state.page > 1) query.set(URL_KEYS.page, String(state.page));
  return query;
}

/** Search mode needs both a program and a location; otherwise the best teachers show. */
export function searchParamsOf(state: TeacherSearchState): TeacherSearchParams | null {
  if (!state.programId || !state.locationId) return null;
  return {
    jenjang_id: state.programId,
    lokasi_id: state.locationId,
    page: state.page,
    jenis_kelamin: state.genders,
    penilaian: state.ratings,
  };
}

/** A new search: the filters reset and the first page shows. */
export function newSearch(programId: string, locationId: string, locationLabel: string): TeacherSearchState {
  return { programId, locationId, locationLabel, genders: [], ratings: [], page: 1 };
}

/** Toggling a filter re-queries from page 1. */
export function toggleFilter(state: TeacherSearchState, filter: GenderFilter | RatingFilter): TeacherSearchState {
  if (isGenderFilter(filter)) return { ...state, genders: toggled(state.genders, filter, GENDER_FILTERS), page: 1 };
  return { ...state, ratings: toggled(state.ratings, filter, RATING_FILTERS), page: 1 };
}

function isGenderFilter(filter: GenderFilter | RatingFilter): filter is GenderFilter {
  return (GENDER_FILTERS as readonly string[]).includes(filter);
}

/** The list with the value added or removed, kept in the fixed order so URLs stay stable. */
function toggled<T extends string>(list: readonly T[], value: T, allowed: readonly T[]): T[] {
  if (list.includes(value)) return list.filter((item) => item !== value);
  return allowed.filter((item) => item === value || list.includes(item));
}
