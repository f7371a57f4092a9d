/**
 * Reviews (issue 27): too early and twice are 409, the teacher's average, count and rating buckets
 * change at once (the remembered search answers are not served again), a hidden review leaves
 * them, and an admin picks a worded 4-5 star review for the home page once.
 */
import type {
  AdminReview,
  AdminReviewPage,
  OrderReviews,
  OrderMeetings,
  Review,
  TeacherFilterCounts,
  TeacherPage,
  TeacherProfile,
} from '@tutor/contract';
import { REVIEW_MESSAGES } from '@tutor/rules';
import { paidOrder, testClock, verifiedTeacher } from './helpers/lessons';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, type TestApp } from './helpers/testApp';

const clock = testClock('2025-06-01T00:00:00Z');
let t: TestApp;
let as: RoleHeaders;
let wulan: Record<string, string>;
let wulanId: number;
let yoga: Record<string, string>;
let yogaId: number;

const teacherIdOf = async (email: string) =>
  Number(
    (await t.handle.db.selectFrom('users').select('teacher_id').where('email', '=', email).executeTakeFirstOrThrow())
      .teacher_id,
  );

beforeAll(async () => {
  t = await createTestApp(200, { now: clock.now });
  as = await roleHeaders(t.app);
  const fisika = await t.handle.db
    .selectFrom('subjects')
    .select('id')
    .where('jenjang_id', '=', 16)
    .where('nama', '=', 'Fisika')
    .executeTakeFirstOrThrow();
  wulan = await verifiedTeacher(t.app, as.admin, {
    email: 'wulan.ulasan@contoh.id',
    nama: 'Wulan Sari',
    whatsapp: '6281211113333',
    subjectId: fisika.id,
  });
  yoga = await verifiedTeacher(t.app, as.admin, {
    email: 'yoga.ulasan@contoh.id',
    nama: 'Yoga Prasetyo',
    whatsapp: '6281211114444',
    subjectId: fisika.id,
  });
  wulanId = await teacherIdOf('wulan.ulasan@contoh.id');
  yogaId = await teacherIdOf('yoga.ulasan@contoh.id');
});
afterAll(async () => t.close());

const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;
const get = (headers: Record<string, string>, url: string) => injectAs(t.app, headers, { url });
const post = (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(t.app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });
const SEARCH = '/api/landing/searching-guru?jenjang_id=16&lokasi_id=3273&penilaian=bintang_5';
const COUNTS = '/api/landing/filter-guru?jenjang_id=16&lokasi_id=3273';

/** Every teacher id of the five-star search, page after page. */
async function fiveStarIds(): Promise<number[]> {
  const first = (await get({}, `${SEARCH}&page=1`)).json() as TeacherPage;
  const ids = first.data.map((card) => card.id);
  for (let page = 2; page <= first.last_page; page += 1)
    ids.push(...((await get({}, `${SEARCH}&page=${page}`)).json() as TeacherPage).data.map((card) => card.id));
  return ids;
}
const profileOf = async (id: number) => (await get({}, `/api/landing/guru/${id}`)).json() as { data: TeacherProfile };
const fiveStarCount = async () => ((await get({}, COUNTS)).json() as TeacherFilterCounts).penilaian.bintang_5;

/** The teacher reports and the student confirms the first `count` meetings (the clock is past them all). */
async function holdMeetings(kode: string, teacher: Record<string, string>, count: number): Promise<void> {
  clock.set('2025-06-13T00:00:00Z');
  const { items } = dataOf<OrderMeetings>(await get(as.siswa, `/api/pesanan/${kode}/pertemuan`));
  for (const meeting of items.slice(0, count).filter((item) => item.status === 'terjadwal')) {
    expect(
      (
        await post(teacher, `/api/pertemuan/${meeting.id}/laporan`, {
          topik: 'Vektor',
          catatan: 'Paham penjumlahan vektor',
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(as.siswa, `/api/pertemuan/${meeting.id}/konfirmasi`)).statusCode).toBe(200);
  }
}

describe('a student reviews the teacher of an order', () => {
  it('is refused too early and twice, and changes the average, the count and the buckets at once', async () => {
    const order = await paidOrder(t.app, as, wulan);
    const url = `/api/pesanan/${order.kode}/ulasan`;
    const review = { guru_id: wulanId, rating: 5, ulasan: 'Sabar dan <b>jelas</b> sekali' };

    expect(dataOf<OrderReviews>(await get(as.siswa, url))).toEqual({ dapat_diulas: false, guru: [] });
    const early = await post(as.siswa, url, review);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: REVIEW_MESSAGES.tooEarly });

    // remembered before the review: the search, its counts and the profile
    expect(await fiveStarIds()).not.toContain(wulanId);
    const fiveStarsBefore = await fiveStarCount();
    expect((await profileOf(wulanId)).data).toMatchObject({ avg_rating: 0, jumlah_ulasan: 0 });

    await holdMeetings(order.kode, wulan, 3);
    expect((await post(as.siswa, url, review)).statusCode).toBe(409);
    await holdMeetings(order.kode, wulan, 4);

    expect(dataOf<OrderReviews>(await get(as.siswa, url))).toEqual({
      dapat_diulas: true,
      guru: [{ id: wulanId, nama: 'Wulan Sari', ulasan: null }],
    });
    // someone else's order, a teacher who did not teach it, a bad rating
    expect((await post(as.otherSiswa, url, review)).statusCode).toBe(404);
    expect((await post(as.guru, url, review)).statusCode).toBe(403);
    expect((await post(as.siswa, url, { ...review, guru_id: yogaId })).json()).toEqual({
      message: REVIEW_MESSAGES.notTheTeacher,
    });
    expect((await post(as.siswa, url, { ...review, rating: 6 })).statusCode).toBe(400);
    expect((await post(as.siswa, url, { ...review, ulasan: 'x'.repeat(1001) })).statusCode).toBe(400);

    // a double click on Kirim: one review, the other presses 409
    const presses = await Promise.all([1, 2, 3].map(() => post(as.siswa, url, review)));
    expect(presses.map((press) => press.statusCode).sort()).toEqual([201, 409, 409]);
    const reviewsOfOrder = await t.handle.db
      .selectFrom('teacher_reviews as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('r.id')
      .where('o.kode', '=', order.kode)
      .execute();
    expect(reviewsOfOrder).toHaveLength(1);
    const [written] = presses.filter((press) => press.statusCode === 201);
    if (!written) throw new Error('no review was written');
    expect(dataOf<Review>(written)).toMatchObject({
      rating: 5,
      ulasan: 'Sabar dan <b>jelas</b> sekali',
      tanggal: '2025-06-01',
    });
    const twice = await post(as.siswa, url, { ...review, rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: REVIEW_MESSAGES.alreadyReviewed });
    expect(dataOf<OrderReviews>(await get(as.siswa, url)).guru[0]?.ulasan).toMatchObject({ rating: 5 });

    // at once: no remembered answer shows the old figure
    const profile = (await profileOf(wulanId)).data;
    expect(profile).toMatchObject({
      avg_rating: 5,
      jumlah_ulasan: 1,
      distribusi_rating: { '5': 1, '4': 0, '3': 0, '2': 0, '1': 0 },
    });
    // the public sees the author's first name and an initial (the admin's desk the full name)
    expect(profile.ulasan.data[0]).toMatchObject({
      nama: 'Sari W.',
      rating: 5,
      ulasan: 'Sabar dan <b>jelas</b> sekali',
    });
    expect(await fiveStarIds()).toContain(wulanId);
    expect(await fiveStarCount()).toBe(fiveStarsBefore + 1);
    const rows = await t.handle.db
      .selectFrom('teacher_reviews')
      .select('id')
      .where(
        'order_id',
        '=',
        (await t.handle.db.selectFrom('orders').select('id').where('kode', '=', order.kode).executeTakeFirstOrThrow())
          .id,
      )
      .execute();
    expect(rows).toHaveLength(1);

    // hidden with a reason: it leaves the averages, the profile and the buckets, and its history keeps why
    const id = dataOf<Review>(written).id;
    expect((await post(as.admin, `/api/admin/ulasan/${id}/sembunyikan`, { alasan: '   ' })).statusCode).toBe(400);
    expect((await post(as.siswa, `/api/admin/ulasan/${id}/sembunyikan`, { alasan: 'Kasar' })).statusCode).toBe(403);
    const hidden = await post(as.admin, `/api/admin/ulasan/${id}/sembunyikan`, { alasan: 'Menyebut nomor telepon' });
    expect(hidden.statusCode).toBe(200);
    expect(dataOf<AdminReview>(hidden)).toMatchObject({
      disembunyikan: true,
      kode: order.kode,
      guru: { id: wulanId, nama: 'Wulan Sari' },
    });
    expect(dataOf<AdminReview>(hidden).riwayat.map((entry) => [entry.aksi, entry.alasan])).toEqual([
      ['ditulis', ''],
      ['disembunyikan', 'Menyebut nomor telepon'],
    ]);
    expect((await post(as.admin, `/api/admin/ulasan/${id}/sembunyikan`, { alasan: 'Lagi' })).statusCode).toBe(409);
    expect((await post(as.admin, `/api/admin/ulasan/${id}/testimoni`)).statusCode).toBe(409);
    expect((await profileOf(wulanId)).data).toMatchObject({ avg_rating: 0, jumlah_ulasan: 0 });
    expect(await fiveStarIds()).not.toContain(wulanId);
    expect(await fiveStarCount()).toBe(fiveStarsBefore);
    expect((await post(as.admin, '/api/admin/ulasan/999999/sembunyikan', { alasan: 'Tidak ada' })).statusCode).toBe(
      404,
    );
  });

  it('lets an admin pick a worded 4-5 star review for the home page once', async () => {
    clock.set('2025-06-01T00:00:00Z');
    const order = await paidOrder(t.app, as, yoga);
    await holdMeetings(order.kode, yoga, 4);
    const written = await post(as.siswa, `/api/pesanan/${order.kode}/ulasan`, {
      guru_id: yogaId,
      rating: 4,
      ulasan: 'Penjelasannya runtut',
    });
    expect(written.statusCode).toBe(201);
    const id = dataOf<Review>(written).id;
    const picked = await post(as.admin, `/api/admin/ulasan/${id}/testimoni`);
    expect(picked.statusCode).toBe(200);
    expect(dataOf<AdminReview>(picked)).toMatchObject({ testimoni: true, disembunyikan: false });
    expect((await post(as.admin, `/api/admin/ulasan/${id}/testimoni`)).json()).toEqual({
      message: REVIEW_MESSAGES.alreadyTestimonial,
    });
    const desk = (await get(as.admin, '/api/admin/ulasan')).json() as AdminReviewPage;
    expect(desk.data[0]).toMatchObject({ id, testimoni: true, kode: order.kode });
    expect(desk.total).toBeGreaterThan(2);
    expect((await get(as.siswa, '/api/admin/ulasan')).statusCode).toBe(403);
    expect((await get(as.admin, '/api/admin/ulasan?page=0')).statusCode).toBe(400);
  });
});
