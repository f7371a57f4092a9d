/**
 * The teacher routes remember whole answers (platform/cachedAnswers.ts). On a real database
 * (SQLite, or PostgreSQL with DATABASE_URL): a remembered answer is the fresh one, a change made
 * through the application shows at once, no two queries share an answer, every encoding carries
 * the same JSON, and bad input is refused as before.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Value } from '@sinclair/typebox/value';
import { type TeacherFilterCounts, TeacherPage } from '@tutor/contract';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { teacherSearchChanged } from '../src/areas/catalog/data/searchChanges';
import { bestTeachers, countVerifiedTeachers, type TeacherSearchFilter } from '../src/areas/catalog/data/teacherSearch';
import { searchTeachers, teacherFilterCounts } from './helpers/sqlTeacherSearch';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';
import { passOnboarding } from './helpers/onboarding';

const GURU = '/api/landing/searching-guru';
const FILTERS = '/api/landing/filter-guru';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** What the data layer answers now, as JSON would carry it. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
const search = (filter: Partial<TeacherSearchFilter> & { jenjangId: number; locationId: number }, page: number) =>
  searchTeachers(t.handle.db, { genders: [], ratings: [], ...filter }, page).then(asJson);

/** Every card of a search, page after page (each page is remembered on the way). */
async function allCards(query: string): Promise<{ total: number; cards: { id: number; foto: string }[] }> {
  const first = (await get(`${GURU}?${query}&page=1`)).json() as TeacherPage;
  const cards = [...first.data];
  for (let page = 2; page <= first.last_page; page += 1)
    cards.push(...((await get(`${GURU}?${query}&page=${page}`)).json() as TeacherPage).data);
  return { total: first.total, cards };
}

describe('remembered search answers', () => {
  it('are the fresh answer byte for byte, match the contract, and are reused until a change is marked', async () => {
    teacherSearchChanged();
    const url = `${GURU}?jenjang_id=14&lokasi_id=online&page=1`;
    const read = await get(url);
    const remembered = await get(url);
    expect(read.statusCode).toBe(200);
    expect(remembered.rawPayload.equals(read.rawPayload)).toBe(true);
    expect(remembered.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Value.Check(TeacherPage, remembered.json())).toBe(true);
    expect(remembered.json()).toEqual(await search({ jenjangId: 14, locationId: 0 }, 1));

    // A card's text changed behind the application's back (no change marked) is not seen: the
    // answer comes from memory. Marking the change shows it on the next request.
    const first = (read.json() as TeacherPage).data[0];
    if (!first) throw new Error('the seeded search is empty');
    await t.handle.db
      .updateTable('teachers')
      .set({ deskripsi: 'Deskripsi yang baru' })
      .where('id', '=', first.id)
      .execute();
    expect((await get(url)).rawPayload.equals(read.rawPayload)).toBe(true);
    teacherSearchChanged();
    const changed = await get(url);
    expect((changed.json() as TeacherPage).data[0]).toEqual({ ...first, deskripsi: 'Deskripsi yang baru' });
    expect(changed.json()).toEqual(await search({ jenjangId: 14, locationId: 0 }, 1));
  });

  it('show a teacher the admin verifies at once: in the search, its filter counts and the default list', async () => {
    const query = 'jenjang_id=14&lokasi_id=3273&jenis_kelamin[]=perempuan';
    const before = await allCards(query);
    const countsBefore = (await get(`${FILTERS}?jenjang_id=14&lokasi_id=3273`)).json() as TeacherFilterCounts;
    const defaultBefore = (await get(`${GURU}/default?page=1`)).json() as TeacherPage;

    const csrf = await csrfHeaders(t.app);
    const subject = await t.handle.db
      .selectFrom('subjects')
      .select('id')
      .where('jenjang_id', '=', 14)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: csrf,
      payload: {
        role: 'guru',
        setuju_kebijakan: true,
        nama: 'Sari Cepat',
        email: 'sari.cepat@contoh.id',
        whatsapp: '6281355556666',
        password: 'rahasia-sari-1',
        jenis_kelamin: 'P',
        perguruan_tinggi: 'Institut Teknologi Bandung',
        jurusan: 'Matematika',
        jenjang_ids: [14],
        mapel: [subject.id],
        kota_ids: [3273],
        online: false,
        ketersediaan: [{ hari: 'Selasa', jam_mulai: '15:00', jam_selesai: '18:00' }],
      },
    });
    expect(signUp.statusCode).toBe(201);
    const account = await t.handle.db
      .selectFrom('users')
      .select(['id', 'teacher_id'])
      .where('email', '=', 'sari.cepat@contoh.id')
      .executeTakeFirstOrThrow();
    // Registered but not verified: still absent, and the answers above stay as they were.
    expect((await allCards(query)).cards.map((card) => card.id)).not.toContain(account.teacher_id);

    const admin = await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    await passOnboarding(t.app, admin, account.id);

    const after = await allCards(query);
    expect(after.total).toBe(before.total + 1);
    expect(after.cards.map((card) => card.id)).toContain(account.teacher_id);
    const countsAfter = (await get(`${FILTERS}?jenjang_id=14&lokasi_id=3273`)).json() as TeacherFilterCounts;
    expect(countsAfter.jenis_kelamin).toEqual({
      ...countsBefore.jenis_kelamin,
      perempuan: countsBefore.jenis_kelamin.perempuan + 1,
    });
    expect(((await get(`${GURU}/default?page=1`)).json() as TeacherPage).total).toBe(defaultBefore.total + 1);
  });

  it("show a teacher's new photo on the search card at once", async () => {
    const demo = await t.handle.db
      .selectFrom('users')
      .select('teacher_id')
      .where('email', '=', DEMO_ACCOUNTS.guru.email)
      .executeTakeFirstOrThrow();
    const row = await t.handle.db
      .selectFrom('teacher_search')
      .select(['jenjang_id', 'location_id'])
      .where('teacher_id', '=', Number(demo.teacher_id))
      .executeTakeFirstOrThrow();
    const query = `jenjang_id=${row.jenjang_id}&lokasi_id=${row.location_id === 0 ? 'online' : row.location_id}`;
    const cardOf = async () => (await allCards(query)).cards.find((card) => card.id === demo.teacher_id);
    const before = await cardOf();

    const guru = await loginHeaders(t.app, DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=';
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/guru/profil/foto',
      headers: guru,
      payload: { foto: png },
    });
    expect(upload.statusCode).toBe(200);
    const { foto } = (upload.json() as { data: { foto: string } }).data;

    expect(before?.foto).not.toBe(foto);
    expect((await cardOf())?.foto).toBe(foto);
  });

  it('never share an answer between two queries, and share one between spellings of the same query', async () => {
    const verified = await countVerifiedTeachers(t.handle.db);
    const cases: [url: string, fresh: () => Promise<unknown>][] = [
      [`${GURU}?jenjang_id=14&lokasi_id=online&page=1`, () => search({ jenjangId: 14, locationId: 0 }, 1)],
      [`${GURU}?jenjang_id=14&lokasi_id=online&page=2`, () => search({ jenjangId: 14, locationId: 0 }, 2)],
      [`${GURU}?jenjang_id=15&lokasi_id=online&page=1`, () => search({ jenjangId: 15, locationId: 0 }, 1)],
      [`${GURU}?jenjang_id=14&lokasi_id=3273&page=1`, () => search({ jenjangId: 14, locationId: 3273 }, 1)],
      [
        `${GURU}?jenjang_id=14&lokasi_id=online&jenis_kelamin[]=perempuan`,
        () => search({ jenjangId: 14, locationId: 0, genders: ['P'] }, 1),
      ],
      [
        `${GURU}?jenjang_id=14&lokasi_id=online&jenis_kelamin[]=laki_laki`,
        () => search({ jenjangId: 14, locationId: 0, genders: ['L'] }, 1),
      ],
      [
        `${GURU}?jenjang_id=14&lokasi_id=online&penilaian[]=bintang_5`,
        () => search({ jenjangId: 14, locationId: 0, ratings: ['bintang_5'] }, 1),
      ],
      [
        `${GURU}?jenjang_id=14&lokasi_id=online&penilaian[]=bintang_4`,
        () => search({ jenjangId: 14, locationId: 0, ratings: ['bintang_4'] }, 1),
      ],
      [`${GURU}/default?page=1`, async () => asJson(await bestTeachers(t.handle.db, 1, verified))],
      [`${GURU}/default?page=2`, async () => asJson(await bestTeachers(t.handle.db, 2, verified))],
      [`${FILTERS}?jenjang_id=14&lokasi_id=online`, async () => asJson(await teacherFilterCounts(t.handle.db, 14, 0))],
      [`${FILTERS}?jenjang_id=14&lokasi_id=3273`, async () => asJson(await teacherFilterCounts(t.handle.db, 14, 3273))],
      [`${FILTERS}?jenjang_id=15&lokasi_id=online`, async () => asJson(await teacherFilterCounts(t.handle.db, 15, 0))],
    ];
    const expected = await Promise.all(cases.map(([, fresh]) => fresh()));
    // Every expected answer differs from every other, so a shared entry could not go unnoticed.
    expect(new Set(expected.map((answer) => JSON.stringify(answer))).size).toBe(cases.length);

    teacherSearchChanged();
    for (const pass of ['read', 'remembered']) {
      for (const [index, [url]] of cases.entries())
        expect({ pass, url, answer: (await get(url)).json() }).toEqual({ pass, url, answer: expected[index] });
    }

    const both = await search(
      { jenjangId: 14, locationId: 0, genders: ['L', 'P'], ratings: ['bintang_5', 'bintang_4'] },
      1,
    );
    for (const spelling of [
      'jenjang_id=14&lokasi_id=online&page=1&jenis_kelamin[]=perempuan&jenis_kelamin[]=laki_laki&penilaian[]=bintang_4&penilaian[]=bintang_5',
      'jenjang_id=14&lokasi_id=Online&jenis_kelamin=laki_laki,perempuan&penilaian=bintang_5,bintang_4',
      'penilaian[]=bintang_5&penilaian=bintang_4&jenis_kelamin[]=laki_laki&jenis_kelamin=perempuan&lokasi_id=ONLINE&jenjang_id=14',
    ]) {
      expect({ spelling, answer: (await get(`${GURU}?${spelling}`)).json() }).toEqual({ spelling, answer: both });
    }
  });
});

describe('remembered answers in every encoding', () => {
  const url = `${GURU}?jenjang_id=16&lokasi_id=online&page=1`;
  const decode = (response: LightMyRequestResponse) => {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
    return response.rawPayload.toString();
  };
  // What the client sends, and the encoding @fastify/compress would choose (null: none).
  const CLIENTS: [headers: Record<string, string>, encoding: string | null][] = [
    [{}, null],
    [{ 'accept-encoding': 'br' }, 'br'],
    [{ 'accept-encoding': 'gzip' }, 'gzip'],
    [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
    [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
    [{ 'accept-encoding': 'GZIP;q=0.5, BR;q=0.9' }, 'br'],
    [{ 'accept-encoding': '*' }, 'gzip'],
    [{ 'accept-encoding': 'x-gzip' }, 'gzip'],
    [{ 'accept-encoding': 'identity' }, null],
    [{ 'accept-encoding': 'deflate' }, null],
    [{ 'accept-encoding': '' }, null],
    [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, null],
  ];

  it.each(CLIENTS)(
    '%j: the same JSON, read and remembered, with the headers the compression plugin would send',
    async (headers, encoding) => {
      teacherSearchChanged();
      const plain = (await get(url)).rawPayload.toString();
      expect(plain.length).toBeGreaterThan(1024);
      teacherSearchChanged();
      for (const response of [await get(url, headers), await get(url, headers)]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe(encoding ?? undefined);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers.vary).toBe('accept-encoding');
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
        expect(decode(response)).toBe(plain);
      }
      // A JSON route without remembered answers, above the threshold, compressed by the plugin itself: the same choice.
      expect((await get('/api/blog')).rawPayload.length).toBeGreaterThan(1024);
      expect((await get('/api/blog', headers)).headers['content-encoding']).toBe(encoding ?? undefined);
    },
  );

  it('sends an answer below the compression threshold as it is, read and remembered', async () => {
    const empty = `${GURU}?jenjang_id=14&lokasi_id=9999&page=1`;
    for (const response of [
      await get(empty, { 'accept-encoding': 'br, gzip' }),
      await get(empty, { 'accept-encoding': 'br, gzip' }),
    ]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ data: [], total: 0, current_page: 1, last_page: 1 });
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    await get(url, { 'accept-encoding': 'br' });
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('bad input next to remembered answers', () => {
  it.each([
    [`${GURU}?jenjang_id=14&lokasi_id=0&page=1`, 'Lokasi tidak valid'],
    [`${GURU}?jenjang_id=14&lokasi_id=online&page=0`, 'Halaman tidak valid'],
    [`${GURU}?jenjang_id=14&page=1`, 'Lokasi harus diisi'],
    [`${GURU}/default?page=0`, 'Halaman tidak valid'],
    [`${FILTERS}?jenjang_id=14&lokasi_id=0`, 'Lokasi tidak valid'],
  ])('%s is refused with 400 { message } every time', async (url, message) => {
    await get(`${GURU}?jenjang_id=14&lokasi_id=online&page=1`, { 'accept-encoding': 'br' });
    for (const response of [await get(url, { 'accept-encoding': 'br' }), await get(url, { 'accept-encoding': 'br' })]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ message });
    }
  });

  it('an unknown gender or rating is refused in Indonesian, never remembered as an answer', async () => {
    for (const query of ['jenis_kelamin[]=lainnya', 'penilaian[]=bintang_6']) {
      for (const response of [
        await get(`${GURU}?jenjang_id=14&lokasi_id=online&${query}`),
        await get(`${GURU}?jenjang_id=14&lokasi_id=online&${query}`),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(String((response.json() as { message: string }).message)).not.toMatch(
          /must|should|required|invalid|error/i,
        );
      }
    }
  });
});
