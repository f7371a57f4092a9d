import type { RatingFilter, TeacherPage } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { lastPageOf, offsetOf } from '../../../lib/pagination';
import { TEACHERS_PER_PAGE } from '../teacherFilters';
import { rankedPage } from './placeRanking';
import type { PlaceRankingReader } from './placeRankings';
import { readTeacherCards, type TeacherCardReader } from './teacherCards';

export interface TeacherSearchFilter {
  jenjangId: number;
  locationId: number;
  /** 'L' / 'P'; empty = both */
  genders: readonly string[];
  ratings: readonly RatingFilter[];
}

/** The same filter in any order of its lists matches the same rows, in the same order. */
export const filterKey = (filter: TeacherSearchFilter) =>
  `${filter.jenjangId}|${filter.locationId}|${[...filter.genders].sort().join(',')}|${[...filter.ratings].sort().join(',')}`;

/**
 * A page of verified teachers matching the filter, best first, walked from the program's ranking
 * in that place (placeRankings.ts); test/helpers/sqlTeacherSearch.ts reads the same page with SQL.
 */
export async function rankedSearch(
  rankings: PlaceRankingReader,
  filter: TeacherSearchFilter,
  page: number,
  cards: TeacherCardReader,
): Promise<TeacherPage> {
  const ranking = await rankings(filter.jenjangId, filter.locationId);
  const { teacherIds, total } = rankedPage(ranking, filter, offsetOf(page, TEACHERS_PER_PAGE), TEACHERS_PER_PAGE);
  const data = await cards(teacherIds);
  return { data, total, current_page: page, last_page: lastPageOf(total, TEACHERS_PER_PAGE) };
}

export async function countVerifiedTeachers(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('teachers')
    .where('terverifikasi', '=', 1)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Verified teachers, best first: the default view of cari-pengajar. `total` comes from countVerifiedTeachers. */
export async function bestTeachers(
  db: Kysely<Database>,
  page: number,
  total: number,
  cards: TeacherCardReader = readTeacherCards(db),
): Promise<TeacherPage> {
  const rows = await db
    .selectFrom('teachers as t')
    .where('t.terverifikasi', '=', 1)
    .select('t.id')
    .orderBy('t.rating_x10', 'desc')
    .orderBy('t.jumlah_ulasan', 'desc')
    .orderBy('t.id', 'desc')
    .limit(TEACHERS_PER_PAGE)
    .offset(offsetOf(page, TEACHERS_PER_PAGE))
    .execute();
  const data = await cards(rows.map((row) => row.id));
  return { data, total, current_page: page, last_page: lastPageOf(total, TEACHERS_PER_PAGE) };
}
