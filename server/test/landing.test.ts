import type {
  BannerSummary,
  BestTeacher,
  BlogTeaser,
  LevelCard,
  TeacherReviewPair,
  TestimonyPage,
} from '@tutor/contract';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('banner summary', () => {
  it('has the real average rating (one decimal) and counts from the data', async () => {
    const { status, body } = await getJson<BannerSummary>(t.app, '/api/landing/banner-summary');
    expect(status).toBe(200);
    const reviews = await t.handle.db.selectFrom('teacher_reviews').select(['rating']).execute();
    const average = reviews.reduce((sum, row) => sum + row.rating, 0) / reviews.length;
    expect(body.rating).toBe(Math.round(average * 10) / 10);
    expect(body.rating).not.toBe(4.9);
    const verified = await t.handle.db.selectFrom('teachers').select('id').where('terverifikasi', '=', 1).execute();
    expect(body.teacher_verified).toBe(verified.length);
    expect(body.student).toBeGreaterThan(0);
    const testimonials = await t.handle.db.selectFrom('testimonials').select('id').execute();
    expect(body.testimoni).toBe(reviews.length + testimonials.length);
    expect(body.follower).toBeGreaterThan(0);
    expect(body.school).toBeGreaterThan(0);
  });

  it("counts more than 500 five-star reviews (the product's claim)", async () => {
    const five = await t.handle.db.selectFrom('teacher_reviews').select('id').where('rating', '=', 5).execute();
    expect(five.length).toBeGreaterThan(500);
  });
});

describe('list-level', () => {
  it('one card per program with its jenjang id, image and text', async () => {
    const { body } = await getJson<LevelCard[]>(t.app, '/api/landing/list-level');
    expect(body).toHaveLength(20);
    for (const card of body) {
      expect(card.image).toBe(`/media/jenjang/${card.jenjang_id}.svg`);
      expect(card.name.length).toBeGreaterThan(1);
      expect(card.detail.length).toBeGreaterThan(30);
    }
    expect(body[0]).toMatchObject({ jenjang_id: 11, name: 'Toddler' });
  });
});

describe('best teachers of the month', () => {
  it('answers verified, well-reviewed teachers, best first', async () => {
    const { body } = await getJson<BestTeacher[]>(t.app, '/api/landing/best-teacher-of-the-month');
    expect(body.length).toBe(8);
    const ratings = body.map((teacher) => teacher.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    for (const teacher of body) {
      expect(Object.keys(teacher).sort()).toEqual(
        ['deskripsi', 'foto', 'full_panggilan', 'id', 'jurusan', 'minat_mengajar', 'rating', 'sekolah_tinggi'].sort(),
      );
      const row = await t.handle.db
        .selectFrom('teachers')
        .select(['terverifikasi', 'jumlah_ulasan'])
        .where('id', '=', teacher.id)
        .executeTakeFirstOrThrow();
      expect(row.terverifikasi).toBe(1);
      expect(row.jumlah_ulasan).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('teacher-review pairs', () => {
  it('answers first/second pairs of five-star reviews', async () => {
    const { body } = await getJson<TeacherReviewPair[]>(t.app, '/api/landing/teacher-review');
    expect(body.length).toBeGreaterThan(0);
    for (const pair of body) {
      for (const item of [pair.first, pair.second]) {
        if (!item) continue;
        expect(item.rating).toBe(5);
        expect(item.testimoni.length).toBeGreaterThan(20);
        expect(item.foto).toMatch(/^\/media\/guru\/\d+\.svg$/);
        expect(item.full_panggilan).toMatch(/^Kak /);
      }
    }
  });
});

describe('landing blog teasers', () => {
  it('answers the latest 6 posts with a plain-text excerpt', async () => {
    const { body } = await getJson<BlogTeaser[]>(t.app, '/api/landing/blog');
    expect(body).toHaveLength(6);
    const dates = body.map((post) => `${post.tanggal} ${post.jam}`);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of body) {
      expect(post.isi).not.toMatch(/<[a-z]/i);
      expect(post.isi.length).toBeGreaterThan(50);
      expect(post.gambar).toBe(`/media/blog/${post.slug}.svg`);
    }
  });
});

describe('testimonials', () => {
  it('at least 50, paged, and the last page is reachable', async () => {
    const first = (await getJson<TestimonyPage>(t.app, '/api/landing/testimony?page=1')).body;
    expect(first.current_page).toBe(1);
    expect(first.data.length).toBe(6);
    const seen = new Set<number>();
    for (let page = 1; page <= first.last_page; page++) {
      const answer = (await getJson<TestimonyPage>(t.app, `/api/landing/testimony?page=${page}`)).body;
      expect(answer.current_page).toBe(page);
      expect(answer.last_page).toBe(first.last_page);
      expect(answer.data.length).toBeGreaterThan(0);
      answer.data.forEach((item) => seen.add(item.id));
    }
    expect(seen.size).toBeGreaterThanOrEqual(50);
    const beyond = (await getJson<TestimonyPage>(t.app, `/api/landing/testimony?page=${first.last_page + 1}`)).body;
    expect(beyond.data).toEqual([]);
  });

  it('items have the TestimonyItem shape', async () => {
    const { body } = await getJson<TestimonyPage>(t.app, '/api/landing/testimony');
    for (const item of body.data) {
      expect(Object.keys(item).sort()).toEqual(['foto', 'full_panggilan', 'id', 'rating', 'testimoni']);
      expect(item.rating).toBeGreaterThanOrEqual(1);
      expect(item.rating).toBeLessThanOrEqual(5);
    }
  });
});
