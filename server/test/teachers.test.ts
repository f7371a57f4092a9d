import type { TeacherFilterCounts, TeacherPage, TeacherProfileAnswer } from '@tutor/contract';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const page = (url: string) => getJson<TeacherPage>(t.app, url);
const searchUrl = (jenjang: number, lokasi: string | number, extra = '') =>
  `/api/landing/searching-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}&page=1${extra}`;

function expectSummaryShape(answer: TeacherPage) {
  for (const teacher of answer.data) {
    expect(Object.keys(teacher).sort()).toEqual(
      [
        'avg_rating',
        'deskripsi',
        'foto',
        'full_panggilan',
        'id',
        'jenjang',
        'jurusan',
        'mapel',
        'perguruan_tinggi',
      ].sort(),
    );
    expect(teacher.foto).toBe(`/media/guru/${teacher.id}.svg`);
    expect(Number.isInteger(teacher.avg_rating * 10)).toBe(true);
    expect(teacher.avg_rating).toBeGreaterThanOrEqual(0);
    expect(teacher.avg_rating).toBeLessThanOrEqual(5);
  }
}

function expectBestFirst(answer: TeacherPage) {
  const ratings = answer.data.map((teacher) => teacher.avg_rating);
  expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
}

describe('default list: verified teachers, best first', () => {
  it('12 a page, best first, with a reachable last page', async () => {
    const first = await page('/api/landing/searching-guru/default?page=1');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.current_page).toBe(1);
    expect(first.body.last_page).toBe(Math.ceil(first.body.total / 12));
    expectSummaryShape(first.body);
    expectBestFirst(first.body);
    expect(first.body.data[0]?.avg_rating).toBe(5);

    const last = await page(`/api/landing/searching-guru/default?page=${first.body.last_page}`);
    expect(last.body.data.length).toBe(first.body.total - (first.body.last_page - 1) * 12);
    expect(last.body.data.length).toBeGreaterThan(0);
    const beyond = await page(`/api/landing/searching-guru/default?page=${first.body.last_page + 1}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual({
      data: [],
      total: first.body.total,
      current_page: first.body.last_page + 1,
      last_page: first.body.last_page,
    });
  });

  it('the total is the number of verified teachers', async () => {
    const verified = await t.handle.db
      .selectFrom('teachers')
      .where('terverifikasi', '=', 1)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await page('/api/landing/searching-guru/default')).body.total).toBe(Number(verified.n));
  });

  it('pages do not overlap', async () => {
    const [one, two] = await Promise.all([
      page('/api/landing/searching-guru/default?page=1'),
      page('/api/landing/searching-guru/default?page=2'),
    ]);
    const ids = new Set(one.body.data.map((teacher) => teacher.id));
    two.body.data.forEach((teacher) => expect(ids.has(teacher.id)).toBe(false));
  });
});

describe('search by program and location', () => {
  it('finds SD teachers online, best first, and only teachers of that program', async () => {
    const answer = await page(searchUrl(14, 'online'));
    expect(answer.body.total).toBeGreaterThan(12);
    expectSummaryShape(answer.body);
    expectBestFirst(answer.body);
    answer.body.data.forEach((teacher) => expect(teacher.jenjang.split(', ')).toContain('SD'));
  });

  it('a regency search returns teachers who serve that regency', async () => {
    const answer = await page(searchUrl(14, 3273));
    expect(answer.body.total).toBeGreaterThan(0);
    for (const teacher of answer.body.data) {
      const served = await t.handle.db
        .selectFrom('teacher_regencies')
        .select('regency_id')
        .where('teacher_id', '=', teacher.id)
        .execute();
      expect(served.map((row) => row.regency_id)).toContain(3273);
    }
  });

  it('Olimpiade is online only: no teacher in a regency', async () => {
    expect((await page(searchUrl(34, 3273))).body.total).toBe(0);
    expect((await page(searchUrl(34, 'online'))).body.total).toBeGreaterThan(0);
  });

  it('unknown program or location gives a valid empty page', async () => {
    expect((await page(searchUrl(99, 3273))).body).toEqual({ data: [], total: 0, current_page: 1, last_page: 1 });
    expect((await page(searchUrl(14, 9999))).body).toEqual({ data: [], total: 0, current_page: 1, last_page: 1 });
  });

  it('every page up to the last is reachable and the union is the total', async () => {
    const first = await page(searchUrl(15, 'online'));
    const seen = new Set<number>();
    for (let number = 1; number <= first.body.last_page; number++) {
      const answer = await page(searchUrl(15, 'online').replace('page=1', `page=${number}`));
      answer.body.data.forEach((teacher) => seen.add(teacher.id));
    }
    expect(seen.size).toBe(first.body.total);
  });
});

describe('filters and their counts agree exactly', () => {
  const combos: [number, string | number][] = [
    [14, 'online'],
    [14, 3273],
    [16, 'online'],
    [15, 3578],
    [18, 'online'],
    [13, 3171],
    [34, 'online'],
    [29, 3273],
  ];

  it.each(combos)('jenjang %s at %s', async (jenjang, lokasi) => {
    const counts = (
      await getJson<TeacherFilterCounts>(t.app, `/api/landing/filter-guru?jenjang_id=${jenjang}&lokasi_id=${lokasi}`)
    ).body;
    const total = (await page(searchUrl(jenjang, lokasi))).body.total;
    expect(counts.jenis_kelamin.laki_laki + counts.jenis_kelamin.perempuan).toBe(total);
    expect(counts.penilaian.bintang_5 + counts.penilaian.bintang_4 + counts.penilaian.bintang_3).toBeLessThanOrEqual(
      total,
    );

    const totalFor = async (extra: string) => (await page(searchUrl(jenjang, lokasi, extra))).body.total;
    expect(await totalFor('&jenis_kelamin[]=laki_laki')).toBe(counts.jenis_kelamin.laki_laki);
    expect(await totalFor('&jenis_kelamin=perempuan')).toBe(counts.jenis_kelamin.perempuan);
    expect(await totalFor('&jenis_kelamin[]=laki_laki&jenis_kelamin[]=perempuan')).toBe(total);
    expect(await totalFor('&penilaian[]=bintang_5')).toBe(counts.penilaian.bintang_5);
    expect(await totalFor('&penilaian[]=bintang_4')).toBe(counts.penilaian.bintang_4);
    expect(await totalFor('&penilaian=bintang_3')).toBe(counts.penilaian.bintang_3);
    expect(await totalFor('&penilaian[]=bintang_5&penilaian[]=bintang_4&penilaian[]=bintang_3')).toBe(
      counts.penilaian.bintang_5 + counts.penilaian.bintang_4 + counts.penilaian.bintang_3,
    );
    expect(await totalFor('&penilaian=bintang_5,bintang_4')).toBe(
      counts.penilaian.bintang_5 + counts.penilaian.bintang_4,
    );
  });

  it('bucket filters return only teachers in the bucket; gender filter only that gender', async () => {
    const five = await page(searchUrl(14, 'online', '&penilaian[]=bintang_5'));
    five.body.data.forEach((teacher) => expect(teacher.avg_rating).toBeGreaterThanOrEqual(4.5));
    const four = await page(searchUrl(14, 'online', '&penilaian[]=bintang_4'));
    four.body.data.forEach((teacher) => {
      expect(teacher.avg_rating).toBeGreaterThanOrEqual(3.5);
      expect(teacher.avg_rating).toBeLessThan(4.5);
    });
    const women = await page(searchUrl(14, 'online', '&jenis_kelamin[]=perempuan'));
    for (const teacher of women.body.data) {
      const row = await t.handle.db
        .selectFrom('teachers')
        .select('jenis_kelamin')
        .where('id', '=', teacher.id)
        .executeTakeFirstOrThrow();
      expect(row.jenis_kelamin).toBe('P');
    }
  });

  it('the seed has teachers in every bucket', async () => {
    const counts = (
      await getJson<TeacherFilterCounts>(t.app, '/api/landing/filter-guru?jenjang_id=14&lokasi_id=online')
    ).body;
    expect(counts.penilaian.bintang_5).toBeGreaterThan(0);
    expect(counts.penilaian.bintang_4).toBeGreaterThan(0);
    expect(counts.penilaian.bintang_3).toBeGreaterThan(0);
    expect(counts.jenis_kelamin.laki_laki).toBeGreaterThan(0);
    expect(counts.jenis_kelamin.perempuan).toBeGreaterThan(0);
  });
});

describe('teacher profile', () => {
  it('answers the profile, the 5→1 distribution and 5 reviews a page', async () => {
    const best = (await page('/api/landing/searching-guru/default')).body.data[0];
    const answer = await getJson<TeacherProfileAnswer>(t.app, `/api/landing/guru/${best?.id}`);
    expect(answer.status).toBe(200);
    const profile = answer.body.data;
    if (!profile) throw new Error('no profile');
    expect(profile.id).toBe(best?.id);
    expect(profile.avg_rating).toBe(best?.avg_rating);
    expect(Object.keys(profile.distribusi_rating)).toEqual(expect.arrayContaining(['5', '4', '3', '2', '1']));
    const sum = Object.values(profile.distribusi_rating).reduce((a, b) => a + b, 0);
    expect(sum).toBe(profile.jumlah_ulasan);
    expect(profile.ulasan.total).toBe(profile.jumlah_ulasan);
    expect(profile.ulasan.data.length).toBe(Math.min(5, profile.jumlah_ulasan));
    expect(profile.ulasan.last_page).toBe(Math.max(1, Math.ceil(profile.jumlah_ulasan / 5)));
    const weighted = Object.entries(profile.distribusi_rating).reduce(
      (acc, [star, count]) => acc + Number(star) * count,
      0,
    );
    expect(profile.avg_rating).toBe(Math.round((weighted * 10) / sum) / 10);
    expect(profile.jenjang.length).toBeGreaterThan(0);
    expect(profile.wilayah.length).toBeGreaterThan(0);
    expect(typeof profile.online).toBe('boolean');
    expect(profile.terverifikasi).toBe(true);

    const last = await getJson<TeacherProfileAnswer>(
      t.app,
      `/api/landing/guru/${best?.id}?page=${profile.ulasan.last_page}`,
    );
    expect(last.body.data?.ulasan.data.length).toBe(profile.jumlah_ulasan - (profile.ulasan.last_page - 1) * 5);
    const dates = last.body.data?.ulasan.data.map((review) => review.tanggal) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('unknown id → 404, non-numeric → 400', async () => {
    expect(await getJson(t.app, '/api/landing/guru/999999')).toMatchObject({
      status: 404,
      body: { message: 'Guru tidak ditemukan' },
    });
    expect((await getJson(t.app, '/api/landing/guru/abc')).status).toBe(400);
  });
});
