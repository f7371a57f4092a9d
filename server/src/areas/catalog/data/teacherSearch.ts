import type { RatingFilter, TeacherFilterCounts, TeacherPage } from '@tutor/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database, TeacherSearchTable } from '../../../db/schema';
import { lastPageOf, offsetOf } from '../../../lib/pagination';
import { RATING_BUCKETS, TEACHERS_PER_PAGE } from '../teacherFilters';
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

/** The search rows matching the filter; both the page and its count start from here. */
function matching(db: Kysely<Database>, filter: TeacherSearchFilter) {
  let query = db
    .selectFrom('teacher_search as s')
    .where('s.jenjang_id', '=', filter.jenjangId)
    .where('s.location_id', '=', filter.locationId);
  if (filter.genders.length > 0) query = query.where('s.jenis_kelamin', 'in', [...filter.genders]);
  if (filter.ratings.length > 0) {
    query = query.where((eb) =>
      eb.or(
        filter.ratings.map((bucket) =>
          eb.and([
            eb('s.rating_x10', '>=', RATING_BUCKETS[bucket].min),
            eb('s.rating_x10', '<', RATING_BUCKETS[bucket].max),
          ]),
        ),
      ),
    );
  }
  return query;
}

/**
 * What changes the SQL of a search: how many genders and which rating buckets (their bounds are
 * constants of the shape). Program, place, genders, limit and offset are parameters.
 */
const shapeOf = (filter: TeacherSearchFilter) => `${filter.genders.length}|${filter.ratings.join(',')}`;

/** The filter a shape stands for, with slots where the request's values go. */
function slotFilter(slot: Slot, shape: string): TeacherSearchFilter {
  const [genderCount, ratings] = shape.split('|');
  return {
    jenjangId: slot<number>('jenjangId'),
    locationId: slot<number>('locationId'),
    genders: Array.from({ length: Number(genderCount) }, (_, index) => slot<string>(`gender${index}`)),
    ratings: ratings ? (ratings.split(',') as RatingFilter[]) : [],
  };
}

const countQueries = new CompiledQueries<Database, { total: number }>((db, slot, shape) =>
  matching(db, slotFilter(slot, shape)).select((eb) => eb.fn.countAll<number>().as('total')),
);

/** The page's teacher ids, best first: read from the covering rank index alone (the cards come after). */
const pageQueries = new CompiledQueries<Database, { teacher_id: number }>((db, slot, shape) =>
  matching(db, slotFilter(slot, shape))
    .select('s.teacher_id')
    .orderBy('s.rating_x10', 'desc')
    .orderBy('s.jumlah_ulasan', 'desc')
    .orderBy('s.teacher_id', 'desc')
    .limit(slot<number>('limit'))
    .offset(slot<number>('offset')),
);

function slotValues(filter: TeacherSearchFilter): Record<string, unknown> {
  const values: Record<string, unknown> = { jenjangId: filter.jenjangId, locationId: filter.locationId };
  filter.genders.forEach((gender, index) => (values[`gender${index}`] = gender));
  return values;
}

/** The number of search rows the filter matches. */
export async function countMatching(db: Kysely<Database>, filter: TeacherSearchFilter): Promise<number> {
  const { rows } = await db.executeQuery(countQueries.bind(db, shapeOf(filter), slotValues(filter)));
  return Number(rows[0]?.total ?? 0);
}

/** The same filter in any order of its lists matches the same rows, in the same order. */
export const filterKey = (filter: TeacherSearchFilter) =>
  `${filter.jenjangId}|${filter.locationId}|${[...filter.genders].sort().join(',')}|${[...filter.ratings].sort().join(',')}`;

/**
 * A page of verified teachers matching the filter, best first, read with SQL: both queries are
 * compiled once per shape (CompiledQueries). The routes answer from remembered rankings instead
 * (rankedSearch); this is the reference they are tested against, and `cards` may be remembered.
 */
export async function searchTeachers(
  db: Kysely<Database>,
  filter: TeacherSearchFilter,
  page: number,
  cards: TeacherCardReader = readTeacherCards(db),
): Promise<TeacherPage> {
  const values = { ...slotValues(filter), limit: TEACHERS_PER_PAGE, offset: offsetOf(page, TEACHERS_PER_PAGE) };
  const [total, result] = await Promise.all([
    countMatching(db, filter),
    db.executeQuery(pageQueries.bind(db, shapeOf(filter), values)),
  ]);
  const data = await cards(result.rows.map((row) => row.teacher_id));
  return { data, total, current_page: page, last_page: lastPageOf(total, TEACHERS_PER_PAGE) };
}

/** The same page as searchTeachers, walked from the program's ranking in that place (placeRankings.ts). */
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

/**
 * Per gender and per rating bucket, the number of teachers the same search would return with only
 * that filter applied: one grouped scan of the covering index.
 */
export async function teacherFilterCounts(
  db: Kysely<Database>,
  jenjangId: number,
  locationId: number,
): Promise<TeacherFilterCounts> {
  const inBucket = (bucket: RatingFilter) => {
    const { min, max } = RATING_BUCKETS[bucket];
    return (eb: ExpressionBuilder<Database & { s: TeacherSearchTable }, 's'>) =>
      eb.fn.sum<number>(
        eb
          .case()
          .when(eb.and([eb('s.rating_x10', '>=', min), eb('s.rating_x10', '<', max)]))
          .then(1)
          .else(0)
          .end(),
      );
  };
  const rows = await matching(db, { jenjangId, locationId, genders: [], ratings: [] })
    .select((eb) => [
      's.jenis_kelamin',
      eb.fn.countAll<number>().as('total'),
      inBucket('bintang_5')(eb).as('bintang_5'),
      inBucket('bintang_4')(eb).as('bintang_4'),
      inBucket('bintang_3')(eb).as('bintang_3'),
    ])
    .groupBy('s.jenis_kelamin')
    .execute();
  const counts: TeacherFilterCounts = {
    jenis_kelamin: { laki_laki: 0, perempuan: 0 },
    penilaian: { bintang_5: 0, bintang_4: 0, bintang_3: 0 },
  };
  for (const row of rows) {
    if (row.jenis_kelamin === 'L') counts.jenis_kelamin.laki_laki += Number(row.total);
    if (row.jenis_kelamin === 'P') counts.jenis_kelamin.perempuan += Number(row.total);
    counts.penilaian.bintang_5 += Number(row.bintang_5 ?? 0);
    counts.penilaian.bintang_4 += Number(row.bintang_4 ?? 0);
    counts.penilaian.bintang_3 += Number(row.bintang_3 ?? 0);
  }
  return counts;
}
