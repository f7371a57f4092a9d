import type { RatingFilter, TeacherFilterCounts } from '@tutor/contract';
import { RATING_BUCKETS, RATING_FILTERS } from '../teacherFilters';
import type { TeacherSearchFilter } from './teacherSearch';

/**
 * The search rows of one program in one place, best first (rating, then reviews, then the newest
 * teacher), held as two typed arrays: ~5 bytes a row, so the ~385,000 rows of 100,000 teachers
 * take ~2 MB. Every filter of that program and place (genders, rating buckets) and every page is a
 * walk over these arrays, and every total a sum over `counts`.
 */
export interface PlaceRanking {
  readonly teacherIds: Int32Array;
  /** per row: its kind, i.e. its gender and rating bucket (kindOf) */
  readonly kinds: Uint8Array;
  /** rows per kind */
  readonly counts: readonly number[];
}

/** A search row as the ranking is built from it. */
export interface RankedRow {
  teacher_id: number;
  jenis_kelamin: string;
  rating_x10: number;
}

const GENDERS = ['L', 'P'] as const;
/** A gender other than the two the filter offers: such a row is shown only when no gender is chosen. */
const OTHER_GENDER = GENDERS.length;
/** A rating below every bucket: shown only when no rating is chosen. */
const NO_BUCKET = RATING_FILTERS.length;
const BUCKETS_PER_GENDER = NO_BUCKET + 1;
const KINDS = (OTHER_GENDER + 1) * BUCKETS_PER_GENDER;

const genderIndex = (code: string) => {
  const index = GENDERS.indexOf(code as (typeof GENDERS)[number]);
  return index === -1 ? OTHER_GENDER : index;
};
const bucketIndex = (ratingX10: number) => {
  const index = RATING_FILTERS.findIndex(
    (bucket) => ratingX10 >= RATING_BUCKETS[bucket].min && ratingX10 < RATING_BUCKETS[bucket].max,
  );
  return index === -1 ? NO_BUCKET : index;
};
const kindOf = (gender: number, bucket: number) => gender * BUCKETS_PER_GENDER + bucket;
const genderOfKind = (kind: number) => Math.floor(kind / BUCKETS_PER_GENDER);
const bucketOfKind = (kind: number) => kind % BUCKETS_PER_GENDER;

/** `rows` must already be in the search's order (readPlaceRanking asks the database for it). */
export function rankingOf(rows: readonly RankedRow[]): PlaceRanking {
  const teacherIds = new Int32Array(rows.length);
  const kinds = new Uint8Array(rows.length);
  const counts = new Array<number>(KINDS).fill(0);
  rows.forEach((row, index) => {
    const kind = kindOf(genderIndex(row.jenis_kelamin), bucketIndex(row.rating_x10));
    teacherIds[index] = row.teacher_id;
    kinds[index] = kind;
    counts[kind] = (counts[kind] ?? 0) + 1;
  });
  return { teacherIds, kinds, counts };
}

/** The kinds whose rows the filter lets through, one bit per kind (12 kinds fit a number's 32 bits). */
function admittedKinds(filter: Pick<TeacherSearchFilter, 'genders' | 'ratings'>): number {
  let admitted = 0;
  for (let gender = 0; gender <= OTHER_GENDER; gender += 1) {
    const code = GENDERS[gender];
    if (filter.genders.length > 0 && (code === undefined || !filter.genders.includes(code))) continue;
    for (let bucket = 0; bucket <= NO_BUCKET; bucket += 1) {
      const name = RATING_FILTERS[bucket];
      if (filter.ratings.length > 0 && (name === undefined || !filter.ratings.includes(name))) continue;
      admitted |= 1 << kindOf(gender, bucket);
    }
  }
  return admitted;
}

const isAdmitted = (admitted: number, kind: number) => (admitted & (1 << kind)) !== 0;

/** The teachers on one page of a filter, best first, and how many rows the filter matches in all. */
export function rankedPage(
  ranking: PlaceRanking,
  filter: Pick<TeacherSearchFilter, 'genders' | 'ratings'>,
  offset: number,
  limit: number,
): { teacherIds: number[]; total: number } {
  const admitted = admittedKinds(filter);
  const total = ranking.counts.reduce((all, count, kind) => (isAdmitted(admitted, kind) ? all + count : all), 0);
  const teacherIds: number[] = [];
  let skipped = 0;
  const { kinds } = ranking;
  for (
    let index = 0;
    index < kinds.length && teacherIds.length < limit && skipped + teacherIds.length < total;
    index += 1
  ) {
    if (!isAdmitted(admitted, kinds[index] ?? 0)) continue;
    if (skipped < offset) skipped += 1;
    else teacherIds.push(ranking.teacherIds[index] ?? 0);
  }
  return { teacherIds, total };
}

/** Per gender and rating bucket, how many teachers the search would show with only that filter. */
export function rankingFilterCounts(ranking: PlaceRanking): TeacherFilterCounts {
  const sum = (counted: (kind: number) => boolean) =>
    ranking.counts.reduce((all, count, kind) => (counted(kind) ? all + count : all), 0);
  const ofGender = (code: string) => sum((kind) => genderOfKind(kind) === genderIndex(code));
  const ofBucket = (bucket: RatingFilter) => sum((kind) => bucketOfKind(kind) === RATING_FILTERS.indexOf(bucket));
  return {
    jenis_kelamin: { laki_laki: ofGender('L'), perempuan: ofGender('P') },
    penilaian: { bintang_5: ofBucket('bintang_5'), bintang_4: ofBucket('bintang_4'), bintang_3: ofBucket('bintang_3') },
  };
}
