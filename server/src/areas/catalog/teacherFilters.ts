import {
  GENDER_FILTERS,
  RATING_FILTERS,
  type GenderFilter,
  type RatingFilter,
  type SelectOption,
} from '@tutor/contract';
import { ONLINE_LOCATION_ID } from '../../db/teacherSearchRows';

export { GENDER_FILTERS, RATING_FILTERS };

/** The location option for online lessons; its value is what searching-guru accepts as lokasi_id. */
export const ONLINE_LOCATION_OPTION: SelectOption = { value: 'online', label: 'Online' };

export const TEACHERS_PER_PAGE = 12;

/** lokasi_id is a regency id or the online value; anything else is not a location. */
export function parseLocation(lokasiId: string): number | null {
  const value = lokasiId.trim().toLowerCase();
  if (value === ONLINE_LOCATION_OPTION.value) return ONLINE_LOCATION_ID;
  if (/^[0-9]{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  return null;
}

export const GENDER_CODES: Readonly<Record<GenderFilter, 'L' | 'P'>> = { laki_laki: 'L', perempuan: 'P' };

/** The rating buckets on the one-decimal average, kept as integer tenths: [min, max). */
export const RATING_BUCKETS: Readonly<Record<RatingFilter, { min: number; max: number }>> = {
  bintang_5: { min: 45, max: 51 },
  bintang_4: { min: 35, max: 45 },
  bintang_3: { min: 25, max: 35 },
};
