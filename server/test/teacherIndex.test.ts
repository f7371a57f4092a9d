import type { TeacherFilterCounts, TeacherPage, TeacherProfileAnswer } from '@tutor/contract';
import { refreshTeacherSearch } from '../src/areas/catalog/data/teacherIndex';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(500);
});
afterAll(async () => t.close());

const searchRows = (teacherId: number) =>
  t.handle.db
    .selectFrom('teacher_search')
    .selectAll()
    .where('teacher_id', '=', teacherId)
    .orderBy('jenjang_id')
    .orderBy('location_id')
    .execute();

describe('refreshTeacherSearch', () => {
  it('rebuilds exactly the rows the seed wrote', async () => {
    const teachers = await t.handle.db
      .selectFrom('teachers')
      .select(['id', 'rating_x10', 'jumlah_ulasan'])
      .orderBy('id')
      .limit(80)
      .execute();
    for (const teacher of teachers) {
      const before = await searchRows(teacher.id);
      await t.handle.db.transaction().execute((trx) => refreshTeacherSearch(trx, teacher.id));
      expect(await searchRows(teacher.id)).toEqual(before);
      const after = await t.handle.db
        .selectFrom('teachers')
        .select(['rating_x10', 'jumlah_ulasan'])
        .where('id', '=', teacher.id)
        .executeTakeFirstOrThrow();
      expect(after).toEqual({ rating_x10: teacher.rating_x10, jumlah_ulasan: teacher.jumlah_ulasan });
    }
  });

  it('a new review moves the teacher between rating buckets and the counts follow', async () => {
    const target = await t.handle.db
      .selectFrom('teachers')
      .select(['id'])
      .where('terverifikasi', '=', 1)
      .where('online', '=', 1)
      .where('rating_x10', '>=', 45)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const level = await t.handle.db
      .selectFrom('teacher_search')
      .select('jenjang_id')
      .where('teacher_id', '=', target.id)
      .where('location_id', '=', 0)
      .executeTakeFirstOrThrow();
    const countsUrl = `/api/landing/filter-guru?jenjang_id=${level.jenjang_id}&lokasi_id=online`;
    const before = (await getJson<TeacherFilterCounts>(t.app, countsUrl)).body;

    await t.handle.db.transaction().execute(async (trx) => {
      const maxId = await trx
        .selectFrom('teacher_reviews')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirstOrThrow();
      const rows = Array.from({ length: 40 }, (_, i) => ({
        id: Number(maxId.id) + i + 1,
        teacher_id: target.id,
        student_id: null,
        nama: 'Uji Coba',
        rating: 1,
        ulasan: 'Guru tidak datang.',
        tanggal: '2025-05-01',
      }));
      await trx.insertInto('teacher_reviews').values(rows).execute();
      await refreshTeacherSearch(trx, target.id);
    });

    const after = (await getJson<TeacherFilterCounts>(t.app, countsUrl)).body;
    expect(after.penilaian.bintang_5).toBe(before.penilaian.bintang_5 - 1);
    expect(after.jenis_kelamin).toEqual(before.jenis_kelamin);
    const profile = (await getJson<TeacherProfileAnswer>(t.app, `/api/landing/guru/${target.id}`)).body.data;
    expect(profile?.avg_rating).toBeLessThan(2.5);
    expect(profile?.distribusi_rating['1']).toBeGreaterThanOrEqual(40);
    const lowest = await getJson<TeacherPage>(
      t.app,
      `/api/landing/searching-guru?jenjang_id=${level.jenjang_id}&lokasi_id=online&page=1&penilaian[]=bintang_5`,
    );
    expect(lowest.body.data.map((teacher) => teacher.id)).not.toContain(target.id);
  });
});
