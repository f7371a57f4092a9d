/**
 * Teacher search read straight from teacher_search with SQL: the reference the routes' answers
 * (walked from remembered rankings, placeRanking.ts) are compared with. Not used by the server.
 */
import type { RatingFilter, TeacherFilterCounts, TeacherPage } from '@tutor/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import { readTeacherCards } from '../../src/areas/catalog/data/teacherCards';
import type { TeacherSearchFilter } from '../../src/areas/catalog/data/teacherSearch';
import { RATING_BUCKETS, TEACHERS_PER_PAGE } from '../../src/areas/catalog/teacherFilters';
import type { Database, TeacherSearchTable } from '../../src/db/schema';
import { lastPageOf, offsetOf } from '../../src/lib/pagination';

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

/** The number of search rows the filter matches. */
export async function countMatching(db: Kysely<Database>, filter: TeacherSearchFilter): Promise<number> {
  const row = await matching(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A page of verified teachers matching the filter, best first. */
export async function searchTeachers(
  db: Kysely<Database>,
  filter: TeacherSearchFilter,
  page: number,
): Promise<TeacherPage> {
  const [total, rows] = await Promise.all([
    countMatching(db, filter),
    matching(db, filter)
      .select('s.teacher_id')
      .orderBy('s.rating_x10', 'desc')
      .orderBy('s.jumlah_ulasan', 'desc')
      .orderBy('s.teacher_id', 'desc')
      .limit(TEACHERS_PER_PAGE)
      .offset(offsetOf(page, TEACHERS_PER_PAGE))
      .execute(),
  ]);
  const data = await readTeacherCards(db)(rows.map((row) => row.teacher_id));
  return { data, total, current_page: page, last_page: lastPageOf(total, TEACHERS_PER_PAGE) };
}

/** Per gender and per rating bucket, the number of teachers the search would return with only that filter. */
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
