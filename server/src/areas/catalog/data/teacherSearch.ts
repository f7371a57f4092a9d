import type { RatingFilter, TeacherFilterCounts, TeacherPage, TeacherSummary } from '@tutor/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, TeacherSearchTable } from '../../../db/schema';
import { lastPageOf, offsetOf } from '../../../lib/pagination';
import { ratingFromTenths } from '../../../lib/ratings';
import { RATING_BUCKETS, TEACHERS_PER_PAGE } from '../teacherFilters';

export interface TeacherSearchFilter {
  jenjangId: number;
  locationId: number;
  /** 'L' / 'P'; empty = both */
  genders: readonly string[];
  ratings: readonly RatingFilter[];
}

const SUMMARY_COLUMNS = [
  't.id',
  't.foto',
  't.rating_x10',
  't.jenjang_text',
  't.mapel_text',
  't.panggilan',
  't.deskripsi',
  't.jurusan',
  't.perguruan_tinggi',
] as const;

interface SummaryRow {
  id: number;
  foto: string;
  rating_x10: number;
  jenjang_text: string;
  mapel_text: string;
  panggilan: string;
  deskripsi: string;
  jurusan: string;
  perguruan_tinggi: string;
}

export function toSummary(row: SummaryRow): TeacherSummary {
  return {
    id: row.id,
    foto: row.foto,
    avg_rating: ratingFromTenths(row.rating_x10),
    jenjang: row.jenjang_text,
    mapel: row.mapel_text,
    full_panggilan: row.panggilan,
    deskripsi: row.deskripsi,
    jurusan: row.jurusan,
    perguruan_tinggi: row.perguruan_tinggi,
  };
}

/** The search rows matching the filter; both the page and its count start from here. */
function matching(db: Kysely<Database>, filter: TeacherSearchFilter) {
  let query = db.selectFrom('teacher_search as s').where('s.jenjang_id', '=', filter.jenjangId).where('s.location_id', '=', filter.locationId);
  if (filter.genders.length > 0) query = query.where('s.jenis_kelamin', 'in', [...filter.genders]);
  if (filter.ratings.length > 0) {
    query = query.where((eb) =>
      eb.or(filter.ratings.map((bucket) => eb.and([eb('s.rating_x10', '>=', RATING_BUCKETS[bucket].min), eb('s.rating_x10', '<', RATING_BUCKETS[bucket].max)]))),
    );
  }
  return query;
}

export async function searchTeachers(db: Kysely<Database>, filter: TeacherSearchFilter, page: number): Promise<TeacherPage> {
  const [countRow, rows] = await Promise.all([
    matching(db, filter).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst(),
    matching(db, filter)
      .innerJoin('teachers as t', 't.id', 's.teacher_id')
      .select(SUMMARY_COLUMNS)
      .orderBy('s.rating_x10', 'desc')
      .orderBy('s.jumlah_ulasan', 'desc')
      .orderBy('s.teacher_id', 'desc')
      .limit(TEACHERS_PER_PAGE)
      .offset(offsetOf(page, TEACHERS_PER_PAGE))
      .execute(),
  ]);
  const total = Number(countRow?.total ?? 0);
  return { data: rows.map(toSummary), total, current_page: page, last_page: lastPageOf(total, TEACHERS_PER_PAGE) };
}

export async function countVerifiedTeachers(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('teachers').where('terverifikasi', '=', 1).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Verified teachers, best first: the default view of cari-pengajar. `total` comes from countVerifiedTeachers. */
export async function bestTeachers(db: Kysely<Database>, page: number, total: number): Promise<TeacherPage> {
  const rows = await db
    .selectFrom('teachers as t')
    .where('t.terverifikasi', '=', 1)
    .select(SUMMARY_COLUMNS)
    .orderBy('t.rating_x10', 'desc')
    .orderBy('t.jumlah_ulasan', 'desc')
    .orderBy('t.id', 'desc')
    .limit(TEACHERS_PER_PAGE)
    .offset(offsetOf(page, TEACHERS_PER_PAGE))
    .execute();
  return { data: rows.map(toSummary), total, current_page: page, last_page: lastPageOf(total, TEACHERS_PER_PAGE) };
}

/**
 * Per gender and per rating bucket, the number of teachers the same search would return with only
 * that filter applied: one grouped scan of the covering index.
 */
export async function teacherFilterCounts(db: Kysely<Database>, jenjangId: number, locationId: number): Promise<TeacherFilterCounts> {
  const inBucket = (bucket: RatingFilter) => {
    const { min, max } = RATING_BUCKETS[bucket];
    return (eb: ExpressionBuilder<Database & { s: TeacherSearchTable }, 's'>) =>
      eb.fn.sum<number>(eb.case().when(eb.and([eb('s.rating_x10', '>=', min), eb('s.rating_x10', '<', max)])).then(1).else(0).end());
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
  const counts: TeacherFilterCounts = { jenis_kelamin: { laki_laki: 0, perempuan: 0 }, penilaian: { bintang_5: 0, bintang_4: 0, bintang_3: 0 } };
  for (const row of rows) {
    if (row.jenis_kelamin === 'L') counts.jenis_kelamin.laki_laki += Number(row.total);
    if (row.jenis_kelamin === 'P') counts.jenis_kelamin.perempuan += Number(row.total);
    counts.penilaian.bintang_5 += Number(row.bintang_5 ?? 0);
    counts.penilaian.bintang_4 += Number(row.bintang_4 ?? 0);
    counts.penilaian.bintang_3 += Number(row.bintang_3 ?? 0);
  }
  return counts;
}
