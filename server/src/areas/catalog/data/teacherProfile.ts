import type { TeacherProfile } from '@tutor/contract';
import { publicAuthorName } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { lastPageOf, offsetOf } from '../../../lib/pagination';
import { ratingFromTenths } from '../../../lib/ratings';

export const REVIEWS_PER_PAGE = 5;

const splitList = (text: string) => text.split(', ').filter(Boolean);

/** The profile page: the teacher, the 5→1 star distribution and one page of reviews (newest first). */
export async function teacherProfile(db: Kysely<Database>, id: number, page: number): Promise<TeacherProfile | null> {
  // A teacher waiting for verification has no public page yet.
  const teacher = await db
    .selectFrom('teachers')
    .selectAll()
    .where('id', '=', id)
    .where('terverifikasi', '=', 1)
    .executeTakeFirst();
  if (!teacher) return null;
  const [levels, regencies, distribution, reviews] = await Promise.all([
    db
      .selectFrom('teacher_levels as tl')
      .innerJoin('jenjang as j', 'j.id', 'tl.jenjang_id')
      .select('j.nama')
      .where('tl.teacher_id', '=', id)
      .orderBy('j.sort_order')
      .execute(),
    db
      .selectFrom('teacher_regencies as tr')
      .innerJoin('regencies as r', 'r.id', 'tr.regency_id')
      .select('r.nama')
      .where('tr.teacher_id', '=', id)
      .orderBy('r.nama')
      .execute(),
    db
      .selectFrom('teacher_reviews')
      .select((eb) => ['rating', eb.fn.countAll<number>().as('total')])
      .where('teacher_id', '=', id)
      .where('disembunyikan', '=', 0)
      .groupBy('rating')
      .execute(),
    db
      .selectFrom('teacher_reviews')
      .select(['id', 'nama', 'rating', 'ulasan', 'tanggal'])
      .where('teacher_id', '=', id)
      .where('disembunyikan', '=', 0)
      .orderBy('tanggal', 'desc')
      .orderBy('id', 'desc')
      .limit(REVIEWS_PER_PAGE)
      .offset(offsetOf(page, REVIEWS_PER_PAGE))
      .execute(),
  ]);
  const stars: TeacherProfile['distribusi_rating'] = { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 };
  for (const row of distribution) {
    const key = String(row.rating);
    if (key === '5' || key === '4' || key === '3' || key === '2' || key === '1') stars[key] = Number(row.total);
  }
  const totalReviews = Object.values(stars).reduce((sum, count) => sum + count, 0);
  return {
    id: teacher.id,
    foto: teacher.foto,
    nama: teacher.nama,
    full_panggilan: teacher.panggilan,
    jenis_kelamin: teacher.jenis_kelamin === 'P' ? 'P' : 'L',
    terverifikasi: teacher.terverifikasi === 1,
    perguruan_tinggi: teacher.perguruan_tinggi,
    jurusan: teacher.jurusan,
    jenjang: levels.map((level) => level.nama),
    // Free-text programs (music, sports...) keep their skills only in the display text.
    mapel: splitList(teacher.mapel_text),
    wilayah: regencies.map((regency) => regency.nama),
    online: teacher.online === 1,
    deskripsi: teacher.deskripsi,
    avg_rating: ratingFromTenths(teacher.rating_x10),
    jumlah_ulasan: totalReviews,
    distribusi_rating: stars,
    ulasan: {
      // the public sees the author as "Sari W."; the admin's desk shows the full name
      data: reviews.map((review) => ({ ...review, nama: publicAuthorName(review.nama) })),
      current_page: page,
      last_page: lastPageOf(totalReviews, REVIEWS_PER_PAGE),
      total: totalReviews,
    },
  };
}
