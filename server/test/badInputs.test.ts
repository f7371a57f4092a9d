import type { InjectOptions } from 'fastify';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(300);
});
afterAll(async () => t.close());

const LONG = 'a'.repeat(5000);
const INJECTION = encodeURIComponent('1; DROP TABLE teachers; --');
const S2 = '/api/select2/master';
const FEE = '/api/landing/searching-biaya-les?sistem_pembelajaran=Offline&jumlah_siswa=1&provinsi=32&kota_id=3273';
const GURU = '/api/landing/searching-guru';

type Case = [name: string, request: InjectOptions, status?: number];

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const postJson = (url: string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url,
  payload: payload as object,
});
const postRaw = (url: string, payload: string, contentType = 'application/json'): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  headers: { 'content-type': contentType },
});

const CASES: Case[] = [
  ['jenjang: unknown mode', get(`${S2}/jenjang?mode=xml`)],
  ['kurikulum: missing jenjang_id', get(`${S2}/kurikulum`)],
  ['kurikulum: text jenjang_id', get(`${S2}/kurikulum?jenjang_id=abc`)],
  ['kurikulum: negative jenjang_id', get(`${S2}/kurikulum?jenjang_id=-1`)],
  ['kurikulum: injection', get(`${S2}/kurikulum?jenjang_id=${INJECTION}`)],
  ['kelas: decimal jenjang_id', get(`${S2}/kelas?jenjang_id=1.5`)],
  ['kelas: huge jenjang_id', get(`${S2}/kelas?jenjang_id=99999999999999`)],
  ['mata-pelajaran: missing jenjang_id', get(`${S2}/mata-pelajaran?mode=json`)],
  ['provinces: unknown mode', get(`${S2}/provinces?mode=csv`)],
  ['regencies: missing provinsi', get(`${S2}/regencies?mode=all`)],
  ['regencies: text provinsi', get(`${S2}/regencies?mode=all&provinsi=jabar`)],
  ['regencies-2: over-long q', get(`${S2}/regencies-2?mode=json&q=${LONG}`)],
  ['regencies-2: text provinsi', get(`${S2}/regencies-2?mode=all&provinsi=x`)],
  ['districts: missing kota', get(`${S2}/districts?mode=all`)],
  ['districts: injection kota', get(`${S2}/districts?mode=all&kota=${INJECTION}`)],
  ['lokasi-default: unknown mode', get(`${S2}/lokasi-default?mode=<script>`)],
  ['fee: missing program', get(FEE)],
  ['fee: text program', get(`${FEE}&jenjang_id=SMA`)],
  ['fee: injection program', get(`${FEE}&jenjang_id=${INJECTION}`)],
  ['fee: unknown system', get(`${FEE.replace('Offline', 'Hybrid')}&jenjang_id=16`)],
  ['fee: 5 students', get(`${FEE.replace('jumlah_siswa=1', 'jumlah_siswa=5')}&jenjang_id=16`)],
  ['fee: negative students', get(`${FEE.replace('jumlah_siswa=1', 'jumlah_siswa=-2')}&jenjang_id=16`)],
  ['fee: regency of another province', get(`${FEE.replace('kota_id=3273', 'kota_id=3171')}&jenjang_id=16`)],
  ['fee: over-long class', get(`${FEE}&jenjang_id=16&kelas=${LONG}`)],
  ['fee: unknown class', get(`${FEE}&jenjang_id=16&kelas=XIII`)],
  ['fee: curriculum of another program', get(`${FEE}&jenjang_id=16&kurikulum_id=24`)],
  ['guru: missing lokasi', get(`${GURU}?jenjang_id=14&page=1`)],
  ['guru: missing program', get(`${GURU}?lokasi_id=online&page=1`)],
  ['guru: text lokasi', get(`${GURU}?jenjang_id=14&lokasi_id=bandung`)],
  ['guru: injection lokasi', get(`${GURU}?jenjang_id=14&lokasi_id=${INJECTION}`)],
  ['guru: page 0', get(`${GURU}?jenjang_id=14&lokasi_id=online&page=0`)],
  ['guru: negative page', get(`${GURU}?jenjang_id=14&lokasi_id=online&page=-3`)],
  ['guru: text page', get(`${GURU}?jenjang_id=14&lokasi_id=online&page=dua`)],
  ['guru: absurd page', get(`${GURU}?jenjang_id=14&lokasi_id=online&page=99999999`)],
  ['guru: unknown gender', get(`${GURU}?jenjang_id=14&lokasi_id=online&jenis_kelamin[]=lainnya`)],
  ['guru: unknown rating', get(`${GURU}?jenjang_id=14&lokasi_id=online&penilaian[]=bintang_6`)],
  ['guru default: page 0', get(`${GURU}/default?page=0`)],
  ['guru default: decimal page', get(`${GURU}/default?page=1.5`)],
  ['filter-guru: missing lokasi', get('/api/landing/filter-guru?jenjang_id=14')],
  ['filter-guru: text program', get('/api/landing/filter-guru?jenjang_id=sd&lokasi_id=online')],
  ['profile: unknown id', get('/api/landing/guru/987654'), 404],
  ['profile: text id', get('/api/landing/guru/abc')],
  ['profile: injection id', get(`/api/landing/guru/${INJECTION}`)],
  ['profile: page 0', get('/api/landing/guru/1?page=0')],
  ['testimony: text page', get('/api/landing/testimony?page=last')],
  ['blog: page 0', get('/api/blog?page=0')],
  ['blog: over-long slug', get(`/api/blog/${LONG}`)],
  ['blog another: limit 0', get('/api/blog/abc/another?limit=0')],
  ['blog another: limit 1000', get('/api/blog/abc/another?limit=1000')],
  ['referral: over-long code', get(`/kode_referral/check?kode_referral=${LONG}`)],
  ['media: path traversal', get('/media/guru/..%2F..%2Fetc%2Fpasswd')],
  ['media: unknown teacher', get('/media/guru/999999.svg'), 404],
  ['media: wrong extension', get('/media/blog/abc.png')],
  ['log: empty object', postJson('/api/log', {})],
  ['log: message not a string', postJson('/api/log', { message: { nested: true } })],
  ['log: over-long message', postJson('/api/log', { message: LONG })],
  ['log: array body', postJson('/api/log', [1, 2, 3])],
  ['log: broken JSON', postRaw('/api/log', '{"message": ')],
  ['log: XML body', postRaw('/api/log', '<log>hello</log>', 'application/xml'), 415],
  ['log: plain-text body', postRaw('/api/log', 'hello', 'text/plain')],
  ['log: too large', postJson('/api/log', { message: 'x', stack: LONG.repeat(10) }), 413],
  ['subscribe: invalid email', postJson('/api/subscribe', { email: 'bukan email' })],
  ['subscribe: email as number', postJson('/api/subscribe', { email: 12345 })],
  ['subscribe: over-long email', postJson('/api/subscribe', { email: `${LONG}@contoh.id` })],
  ['diskon-claim: short number', postJson('/api/diskon-claim', { number_whatsapp: '62812' })],
  ['diskon-claim: letters', postJson('/api/diskon-claim', { number_whatsapp: '62abc4567890' })],
  ['diskon-claim: wrong prefix', postJson('/api/diskon-claim', { number_whatsapp: '081234567890' })],
  ['diskon-claim: injection', postJson('/api/diskon-claim', { number_whatsapp: "62'; DROP TABLE discounts;--" })],
  ['unknown API path', get('/api/tidak-ada'), 404],
  ['unknown method', { method: 'DELETE', url: '/api/blog' }, 404],
];

describe('bad input always gets a 4xx JSON {message}, never a 5xx or HTML', () => {
  it('has at least 40 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  // Rows always have four cells: a missing status must not shift the index into jest's `done` slot.
  it.each(CASES.map(([name, request, status], index) => [name, request, status ?? null, index] as const))(
    '%s',
    async (_name, request, status, index) => {
      // A distinct client address per case keeps the write routes' rate limits out of the picture.
      // Writes carry a valid CSRF token, so what is tested is the input, not the missing token.
      const csrf = request.method && request.method !== 'GET' ? await csrfHeaders(t.app) : {};
      const response = await t.app.inject({
        ...request,
        headers: { ...csrf, ...request.headers },
        remoteAddress: `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      if (status) expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toContain('application/json');
      const body = response.json() as { message?: unknown };
      expect(typeof body.message).toBe('string');
      expect(String(body.message).length).toBeGreaterThan(3);
      expect(String(body.message)).not.toMatch(/must|should|required|invalid|error/i);
    },
  );

  it('the data is intact after the injection attempts', async () => {
    const count = await t.handle.db
      .selectFrom('teachers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(300);
  });

  it('validation messages name the field in Indonesian', async () => {
    expect((await t.app.inject(get(`${GURU}?jenjang_id=14&page=1`))).json()).toEqual({
      message: 'Lokasi harus diisi',
    });
    expect((await t.app.inject(get(`${GURU}/default?page=0`))).json()).toEqual({ message: 'Halaman tidak valid' });
  });
});
