import type { OpeningQuery } from '@tutor/contract';
import type { OpeningFilter } from './useOpeningFilter';

export type OpeningSort = NonNullable<OpeningQuery['urut']>;

export const SORT_OPTIONS: ReadonlyArray<{ value: OpeningSort; label: string }> = [
  { value: 'terbaru', label: 'Terbaru' },
  { value: 'kecocokan', label: 'Paling cocok' },
];

/**
 * The search that produced the list shown. The search asks by code OR by filter, never both, and
 * The board starts with every opening; each new search replaces the list.
 */
export type OpeningSearch =
  { by: 'semua' } | { by: 'kode'; kode: string } | { by: 'filter'; filter: Omit<OpeningFilter, 'kodePemesanan'> };

export const ALL_OPENINGS: OpeningSearch = { by: 'semua' };

const idText = (value: string | number | null) => (value === null ? undefined : String(value));

/** The query string of GET /guru/loker-mengajar-searching; absent choices are left out. */
export function openingQueryOf(search: OpeningSearch, urut: OpeningSort): OpeningQuery {
  const base: OpeningQuery = { type: 'json', urut };
  if (search.by === 'kode') return { ...base, kode_pemesanan: search.kode };
  if (search.by === 'filter') {
    const { program, sistemPembelajaran, provinsi, kota } = search.filter;
    return {
      ...base,
      program: idText(program),
      sistem_pembelajaran: sistemPembelajaran ?? undefined,
      provinsi: idText(provinsi),
      kota: idText(kota),
    };
  }
  return base;
}

/** A code search with an empty field, or a filter with nothing chosen, is the whole list again. */
export function searchOfCode(code: string): OpeningSearch {
  const kode = code.trim();
  return kode === '' ? ALL_OPENINGS : { by: 'kode', kode };
}

export function searchOfFilter({ kodePemesanan: _code, ...filter }: OpeningFilter): OpeningSearch {
  const chosen = Object.values(filter).some((value) => value !== null);
  return chosen ? { by: 'filter', filter } : ALL_OPENINGS;
}
