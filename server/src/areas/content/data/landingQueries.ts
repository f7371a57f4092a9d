import type {
  BannerSummary,
  BestTeacher,
  BlogTeaser,
  LevelCard,
  TeacherReviewPair,
  TestimonyItem,
  TestimonyPage,
} from '@tutor/contract';
import { publicAuthorName, TESTIMONIAL_MIN_RATING } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { lastPageOf, offsetOf } from '../../../lib/pagination';
import { ratingFromTenths } from '../../../lib/ratings';

export const TESTIMONIES_PER_PAGE = 6;
export const BEST_TEACHER_COUNT = 8;
/** A teacher needs this many reviews before a high average makes them "best of the month". */
export const BEST_TEACHER_MIN_REVIEWS = 5;
export const REVIEW_PAIR_COUNT = 6;
export const LANDING_BLOG_COUNT = 6;

const count = (row: { total: number | string | bigint } | undefined) => Number(row?.total ?? 0);

export async function bannerSummary(db: Kysely<Database>): Promise<BannerSummary> {
  const [rating, teachers, students, reviews, testimonials, schools, followers] = await Promise.all([
    db
      .selectFrom('teacher_reviews')
      .where('disembunyikan', '=', 0)
      .select((eb) => eb.fn.avg<number>('rating').as('average'))
      .executeTakeFirst(),
    db
      .selectFrom('teachers')
      .where('terverifikasi', '=', 1)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('teacher_reviews')
      .where('disembunyikan', '=', 0)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('testimonials')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('partners')
      .where('jenis', '=', 'sekolah')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db.selectFrom('site_stats').select('value').where('key', '=', 'follower_ribu').executeTakeFirst(),
  ]);
  return {
    rating: Math.round(Number(rating?.average ?? 0) * 10) / 10,
    teacher_verified: count(teachers),
    student: count(students),
    // Reviews of teachers plus the published testimonials: every written opinion we hold.
    testimoni: count(reviews) + count(testimonials),
    follower: followers?.value ?? 0,
    school: count(schools),
  };
}

export async function levelCards(db: Kysely<Database>): Promise<LevelCard[]> {
  const rows = await db.selectFrom('jenjang').select(['id', 'nama', 'deskripsi']).orderBy('sort_order').execute();
  return rows.map((row) => ({
    jenjang_id: row.id,
    image: `/media/jenjang/${row.id}.svg`,
    name: row.nama,
    detail: row.deskripsi,
  }));
}

export async function bestTeachersOfTheMonth(db: Kysely<Database>): Promise<BestTeacher[]> {
  const rows = await db
    .selectFrom('teachers')
    .select([
      'id',
      'rating_x10',
      'foto',
      'mapel_text',
      'jenjang_text',
      'panggilan',
      'deskripsi',
      'jurusan',
      'perguruan_tinggi',
    ])
    .where('terverifikasi', '=', 1)
    .where('jumlah_ulasan', '>=', BEST_TEACHER_MIN_REVIEWS)
    .orderBy('rating_x10', 'desc')
    .orderBy('jumlah_ulasan', 'desc')
    .orderBy('id', 'desc')
    .limit(BEST_TEACHER_COUNT)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    rating: ratingFromTenths(row.rating_x10),
    foto: row.foto,
    minat_mengajar: `${row.mapel_text} (${row.jenjang_text})`,
    full_panggilan: row.panggilan,
    deskripsi: row.deskripsi,
    jurusan: row.jurusan,
    sekolah_tinggi: row.perguruan_tinggi,
  }));
}

/**
 * Recent five-star reviews, shown two per slide: the teacher's photo and name with the review.
 * A student's review comes here only once an admin picks it (seeded ones are curated already).
 */
export async function teacherReviewPairs(db: Kysely<Database>): Promise<TeacherReviewPair[]> {
  const rows = await db
    .selectFrom('teacher_reviews as r')
    .innerJoin('teachers as t', 't.id', 'r.teacher_id')
    .select(['r.id', 't.foto', 't.panggilan', 'r.rating', 'r.ulasan'])
    .where('r.rating', '>=', TESTIMONIAL_MIN_RATING)
    .where((eb) => eb.or([eb.and([eb('r.rating', '=', 5), eb('r.order_id', 'is', null)]), eb('r.testimoni', '=', 1)]))
    .where('r.disembunyikan', '=', 0)
    .where('t.terverifikasi', '=', 1)
    .orderBy('r.tanggal', 'desc')
    .orderBy('r.id', 'desc')
    .limit(REVIEW_PAIR_COUNT * 2)
    .execute();
  const items: TestimonyItem[] = rows.map((row) => ({
    id: row.id,
    foto: row.foto,
    full_panggilan: row.panggilan,
    rating: row.rating,
    testimoni: row.ulasan,
  }));
  const pairs: TeacherReviewPair[] = [];
  for (let index = 0; index < items.length; index += 2) {
    const first = items[index];
    if (first) pairs.push({ first, second: items[index + 1] ?? null });
  }
  return pairs;
}

export async function blogTeasers(db: Kysely<Database>): Promise<BlogTeaser[]> {
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'slug', 'gambar', 'tanggal', 'jam', 'judul', 'ringkasan'])
    .orderBy('tanggal', 'desc')
    .orderBy('jam', 'desc')
    .orderBy('id', 'desc')
    .limit(LANDING_BLOG_COUNT)
    .execute();
  return rows.map(({ ringkasan, ...row }) => ({ ...row, isi: ringkasan }));
}

export async function testimonyPage(db: Kysely<Database>, page: number): Promise<TestimonyPage> {
  const [total, rows] = await Promise.all([
    db
      .selectFrom('testimonials')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('testimonials')
      .select(['id', 'foto', 'nama', 'rating', 'testimoni'])
      .orderBy('tanggal', 'desc')
      .orderBy('id', 'desc')
      .limit(TESTIMONIES_PER_PAGE)
      .offset(offsetOf(page, TESTIMONIES_PER_PAGE))
      .execute(),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      foto: row.foto,
      full_panggilan: publicAuthorName(row.nama),
      rating: row.rating,
      testimoni: row.testimoni,
    })),
    current_page: page,
    last_page: lastPageOf(count(total), TESTIMONIES_PER_PAGE),
  };
}
