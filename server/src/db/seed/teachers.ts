import type { Insertable, Kysely } from 'kysely';
import { addDaysIso as addDays } from '@tutor/rules';
import type { Database, TeacherReviewTable, TeacherSearchTable, TeacherTable } from '../schema';
import { teacherSearchRows } from '../teacherSearchRows';
import { insertInBatches } from './batch';
import { EXPERTISE } from './expertise';
import { UNIVERSITIES } from './places';
import { randomPerson, type RegionPicker } from './people';
import type { Random } from './prng';
import { reviewText, teacherDescription } from './teacherTexts';

const ONLINE_ONLY_JENJANG = 34;
const REVIEW_DATES_FROM = '2023-01-01';
const REVIEW_DATE_SPAN_DAYS = 1030;

export interface TeacherSeedContext {
  random: Random;
  regions: RegionPicker;
  jenjangNames: ReadonlyMap<number, string>;
  /** jenjang id → subject name → subject id */
  subjectIds: ReadonlyMap<number, ReadonlyMap<string, number>>;
  studentNames: readonly { id: number; nama: string }[];
}

interface TeacherRows {
  /** reviews written before this batch: review ids continue from here */
  reviewsBefore: number;
  teachers: Insertable<TeacherTable>[];
  levels: { teacher_id: number; jenjang_id: number }[];
  subjects: { teacher_id: number; subject_id: number }[];
  regencies: { teacher_id: number; regency_id: number }[];
  search: TeacherSearchTable[];
  reviews: Insertable<TeacherReviewTable>[];
}

/** Average quality drawn per teacher: most are good, a few are not (the filters need all buckets). */
function teacherQuality(random: Random): number {
  const roll = random.next();
  if (roll < 0.55) return 4.5 + random.next() * 0.6;
  if (roll < 0.85) return 3.6 + random.next();
  if (roll < 0.95) return 2.6 + random.next();
  return 1.4 + random.next() * 1.2;
}

function reviewRating(random: Random, quality: number): number {
  return Math.min(5, Math.max(1, Math.round(quality + (random.next() - 0.5) * 1.2)));
}

function buildTeacher(id: number, context: TeacherSeedContext, rows: TeacherRows): void {
  const { random, regions } = context;
  const person = randomPerson(random, 0.58);
  const expertise = random.weighted(EXPERTISE, (item) => item.weight);
  const jurusan = random.pick(expertise.majors);
  const provinceId = regions.province();
  const nearbyCampuses = UNIVERSITIES.filter((campus) => campus.province === provinceId);
  const campus =
    nearbyCampuses.length > 0 && random.chance(0.6) ? random.pick(nearbyCampuses) : random.pick(UNIVERSITIES);

  // Sorted by program id (= display order) so "SD, SMP" never reads "SMP, SD".
  const levels = random
    .sample(expertise.levels, random.int(1, Math.min(3, expertise.levels.length)))
    .sort((a, b) => a.jenjang - b.jenjang);
  const mapel: string[] = [];
  for (const level of levels) {
    rows.levels.push({ teacher_id: id, jenjang_id: level.jenjang });
    const ids = context.subjectIds.get(level.jenjang);
    for (const subject of random.sample(level.subjects, random.int(1, Math.min(3, level.subjects.length)))) {
      if (!mapel.includes(subject)) mapel.push(subject);
      const subjectId = ids?.get(subject);
      if (subjectId !== undefined) rows.subjects.push({ teacher_id: id, subject_id: subjectId });
    }
  }
  const teachesOnlineOnlyLevel = levels.some((level) => level.jenjang === ONLINE_ONLY_JENJANG);
  const online = teachesOnlineOnlyLevel || random.chance(0.45);
  const terverifikasi = random.chance(0.92);

  const homeRegency = regions.regencyIn(provinceId);
  const served = new Set([homeRegency]);
  const extra = random.int(0, 2);
  for (let i = 0; i < extra; i++) served.add(regions.regencyIn(provinceId));
  for (const regencyId of served) rows.regencies.push({ teacher_id: id, regency_id: regencyId });

  const panggilan = `Kak ${person.sapaan}`;
  const jenjangText = levels.map((level) => context.jenjangNames.get(level.jenjang) ?? '').join(', ');
  const mapelText = mapel.join(', ');

  let ratingSum = 0;
  let reviewCount = 0;
  if (terverifikasi && random.chance(0.92)) {
    const quality = teacherQuality(random);
    reviewCount = random.int(1, 14);
    for (let i = 0; i < reviewCount; i++) {
      const rating = reviewRating(random, quality);
      ratingSum += rating;
      const student = random.pick(context.studentNames);
      rows.reviews.push({
        id: rows.reviewsBefore + rows.reviews.length + 1,
        teacher_id: id,
        student_id: student.id,
        nama: student.nama,
        rating,
        ulasan: reviewText(random, rating, panggilan, random.pick(mapel)),
        tanggal: addDays(REVIEW_DATES_FROM, random.int(0, REVIEW_DATE_SPAN_DAYS)),
      });
    }
  }
  const ratingX10 = reviewCount > 0 ? Math.round((ratingSum * 10) / reviewCount) : 0;

  rows.teachers.push({
    id,
    nama: person.nama,
    panggilan,
    jenis_kelamin: person.jenisKelamin,
    foto: `/media/guru/${id}.svg`,
    deskripsi: teacherDescription(random, jurusan, campus.nama, mapelText, jenjangText),
    perguruan_tinggi: campus.nama,
    jurusan,
    online: online ? 1 : 0,
    terverifikasi: terverifikasi ? 1 : 0,
    home_regency_id: homeRegency,
    rating_x10: ratingX10,
    jumlah_ulasan: reviewCount,
    jenjang_text: jenjangText,
    mapel_text: mapelText,
    created_at: `${addDays('2022-01-01', random.int(0, 1000))}T08:00:00.000Z`,
  });

  if (!terverifikasi) return;
  const searchable = {
    id,
    jenis_kelamin: person.jenisKelamin,
    online,
    rating_x10: ratingX10,
    jumlah_ulasan: reviewCount,
  };
  const searchLevels = levels.map((level) => ({
    jenjang_id: level.jenjang,
    online_only: level.jenjang === ONLINE_ONLY_JENJANG,
  }));
  rows.search.push(...teacherSearchRows(searchable, searchLevels, [...served]));
}

/**
 * Teachers built and written this many at a time: the seed holds one batch of rows, never all
 * 100,000 teachers' (with their ~630,000 reviews that took about 1 GiB of heap).
 */
export const TEACHER_SEED_BATCH = 2_000;

/**
 * Generates and inserts `count` teachers with their levels, subjects, regencies, reviews and search
 * rows, batch after batch. The random stream is drawn in teacher order exactly as in one pass, so
 * the data does not depend on the batch size.
 */
export async function seedTeachers(
  db: Kysely<Database>,
  count: number,
  context: TeacherSeedContext,
  batchSize = TEACHER_SEED_BATCH,
): Promise<void> {
  let reviewsBefore = 0;
  for (let first = 1; first <= count; first += batchSize) {
    const rows: TeacherRows = {
      reviewsBefore,
      teachers: [],
      levels: [],
      subjects: [],
      regencies: [],
      search: [],
      reviews: [],
    };
    for (let id = first; id < first + batchSize && id <= count; id++) buildTeacher(id, context, rows);
    await insertInBatches(db, 'teachers', rows.teachers);
    await insertInBatches(db, 'teacher_levels', rows.levels);
    await insertInBatches(db, 'teacher_subjects', rows.subjects);
    await insertInBatches(db, 'teacher_regencies', rows.regencies);
    await insertInBatches(db, 'teacher_search', rows.search);
    await insertInBatches(db, 'teacher_reviews', rows.reviews);
    reviewsBefore += rows.reviews.length;
  }
}
