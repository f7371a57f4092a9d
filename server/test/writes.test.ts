import type { DiscountList, ReferralCheck } from '@tutor/contract';
import { DISCOUNT_INFO_MESSAGE } from '../src/areas/promotions/discountClaimService';
import { createTestApp, csrfHeaders, getJson, TEST_TODAY, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = async (url: string, payload: unknown, remoteAddress = '10.9.0.1') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
    headers: { 'x-requested-with': 'XMLHttpRequest', ...(await csrfHeaders(t.app)) },
  });

describe('POST /api/log', () => {
  it('stores a report and answers 202', async () => {
    const response = await post(
      '/api/log',
      {
        message: 'TypeError: x is undefined',
        componentStack: '\n    at BestTeachers',
        source: 'mf_landing',
        url: 'http://localhost/',
      },
      '10.1.1.1',
    );
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: 'Laporan kesalahan diterima' });
    const row = await t.handle.db
      .selectFrom('client_error_logs')
      .selectAll()
      .where('message', '=', 'TypeError: x is undefined')
      .executeTakeFirstOrThrow();
    expect(row.component_stack).toContain('BestTeachers');
    expect(row.source).toBe('mf_landing');
  });

  it('refuses bodies past the limit with 413 JSON', async () => {
    const response = await post('/api/log', { message: 'x', stack: 'y'.repeat(40_000) }, '10.1.1.2');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Data yang dikirim terlalu besar' });
  });

  it('rate-limits per client with 429 JSON', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await post('/api/log', { message: `burst ${i}` }, '10.1.1.3')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true);
    const limited = await post('/api/log', { message: 'one more' }, '10.1.1.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: 'Terlalu banyak permintaan, silakan coba lagi nanti' });
    // Another client is not affected.
    expect((await post('/api/log', { message: 'other client' }, '10.1.1.4')).statusCode).toBe(202);
  });
});

describe('POST /api/subscribe', () => {
  it('stores a new address (201), is idempotent (200), validates (400)', async () => {
    const first = await post('/api/subscribe', { email: 'Orang.Tua@Contoh.co.id' }, '10.2.0.1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: 'Terima kasih! Email Anda sudah terdaftar untuk menerima kabar terbaru.' });
    const again = await post('/api/subscribe', { email: 'orang.tua@contoh.co.id ' }, '10.2.0.1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Email ini sudah terdaftar. Terima kasih!' });
    const rows = await t.handle.db
      .selectFrom('newsletter_subscribers')
      .selectAll()
      .where('email', '=', 'orang.tua@contoh.co.id')
      .execute();
    expect(rows).toHaveLength(1);
    for (const email of ['', 'bukan-email', 'a@b', 'a b@c.id', '@contoh.id']) {
      const bad = await post('/api/subscribe', { email }, '10.2.0.2');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ message: 'Format alamat email tidak valid' });
    }
    const missing = await post('/api/subscribe', {}, '10.2.0.3');
    expect(missing.json()).toEqual({ message: 'Format alamat email tidak valid' });
  });
});

describe('POST /api/diskon-claim', () => {
  it('validates the number with Indonesian messages', async () => {
    const cases: [string, string][] = [
      ['6281234', 'Nomor kurang dari 12 digit'],
      ['081234567890', 'Nomor harus diawali 62'],
      ['62812-345678', 'Nomor hanya boleh berisi angka'],
      ['6281234567890123', 'Nomor lebih dari 15 digit'],
      ['', 'Nomor WhatsApp harus diisi'],
    ];
    for (const [number, message] of cases) {
      const response = await post(
        '/api/diskon-claim',
        { number_whatsapp: number },
        `10.3.0.${cases.findIndex((c) => c[0] === number) + 1}`,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('records one claim per number, queues the info for the admin to send, and sends no code', async () => {
    const first = await post('/api/diskon-claim', { number_whatsapp: '6281234567890' }, '10.3.1.1');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message:
        'Diskon 25% sudah termasuk dalam harga setiap paket les, tanpa kode voucher. Admin kami akan mengirim info lewat WhatsApp ke nomor 6281234567890.',
      data: { number_whatsapp: '6281234567890', channel: 'whatsapp', sent: true },
    });
    const claims = await t.handle.db
      .selectFrom('discount_claims')
      .selectAll()
      .where('number_whatsapp', '=', '6281234567890')
      .execute();
    expect(claims).toHaveLength(1);
    // No personal code is made: the 25% is part of every price, so a code could give nothing.
    expect(await t.handle.db.selectFrom('discounts').select('kode').where('publik', '=', 0).execute()).toEqual([]);
    const outbox = await t.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', '6281234567890')
      .execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: 'whatsapp', sent_at: null, body: DISCOUNT_INFO_MESSAGE });
    expect(outbox[0]?.body).not.toMatch(/kode voucher (diskon 25% )?Anda|WA25-/);

    // A double click on a new number: one claim, one message, the other presses told it is recorded.
    const atOnce = await Promise.all(
      [1, 2, 3].map(() => post('/api/diskon-claim', { number_whatsapp: '6281234567891' }, '10.3.1.3')),
    );
    expect(atOnce.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    for (const table of ['discount_claims', 'outbox'] as const)
      expect(
        await t.handle.db
          .selectFrom(table)
          .select('id')
          .where(table === 'outbox' ? 'recipient' : 'number_whatsapp', '=', '6281234567891')
          .execute(),
      ).toHaveLength(1);

    // Someone else typing the same number does not flood the number.
    const again = await post('/api/diskon-claim', { number_whatsapp: '6281234567890' }, '10.3.1.2');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      message:
        'Diskon 25% sudah termasuk dalam harga setiap paket les, tanpa kode voucher. Nomor 6281234567890 sudah tercatat; admin kami akan mengirim info lewat WhatsApp.',
      data: { number_whatsapp: '6281234567890', channel: 'whatsapp', sent: false },
    });
    expect(
      await t.handle.db.selectFrom('outbox').select('id').where('recipient', '=', '6281234567890').execute(),
    ).toHaveLength(1);
  });

  it('is rate-limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await post('/api/diskon-claim', { number_whatsapp: `62812000000${String(i).padStart(2, '0')}` }, '10.3.2.1'))
          .statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('discounts and referral codes', () => {
  it('lists only public codes that have not expired', async () => {
    const { body } = await getJson<DiscountList>(t.app, '/api/generate/diskon-active');
    expect(body.data.length).toBeGreaterThan(0);
    body.data.forEach((discount) => {
      expect(discount.tgl_expired >= TEST_TODAY).toBe(true);
      expect(Object.keys(discount).sort()).toEqual(['keterangan', 'kode', 'tgl_expired']);
    });
    const expired = await t.handle.db
      .selectFrom('discounts')
      .select('kode')
      .where('tgl_expired', '<', TEST_TODAY)
      .execute();
    expect(expired.length).toBeGreaterThan(0);
    expired.forEach(({ kode }) => expect(body.data.map((d) => d.kode)).not.toContain(kode));
  });

  it.each([
    ['RINA2024', 'success', /berhasil/],
    ['rina2024', 'success', /berhasil/],
    ['', 'error', /harus diisi/],
    ['TIDAKADA99', 'error', /tidak ditemukan/],
    ['LAMA2022', 'error', /tidak berlaku/],
    ['WA25-ABCD2345', 'error', /^Ini bukan kode referral\. Diskon 25% sudah termasuk/],
    ['leshemat25', 'error', /^Ini bukan kode referral\. Diskon 25% sudah termasuk/],
    ["' OR 1=1 --", 'error', /tidak ditemukan/],
  ])('kode_referral=%s → %s', async (kode, status, message) => {
    const { status: http, body } = await getJson<ReferralCheck>(
      t.app,
      `/kode_referral/check?kode_referral=${encodeURIComponent(kode)}`,
    );
    expect(http).toBe(200);
    expect(body.status).toBe(status);
    expect(body.message).toMatch(message);
  });

  it('a missing code is an error answer too', async () => {
    expect((await getJson<ReferralCheck>(t.app, '/kode_referral/check')).body.status).toBe('error');
  });
});

describe('media and platform', () => {
  it.each([
    '/media/guru/1.svg',
    '/media/testimoni/1.svg',
    '/media/jenjang/14.svg',
    '/media/mitra/1.svg',
    '/media/kegiatan/1.svg',
  ])('%s is an SVG', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toMatch(/^<svg /);
  });

  it('blog images exist for every post and unknown media is a JSON 404', async () => {
    const posts = await t.handle.db.selectFrom('blog_posts').select('gambar').execute();
    for (const { gambar } of posts.slice(0, 5))
      expect((await t.app.inject({ method: 'GET', url: gambar })).statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/media/guru/999999.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Gambar tidak ditemukan' });
  });

  it('keeps nosniff (not the page CSP) on API answers and answers unknown API paths with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/landing/banner-summary' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // the CSP governs documents: it is sent with HTML answers only (test/firstLoad.test.ts)
    expect(response.headers['content-security-policy']).toBeUndefined();
    const unknown = await t.app.inject({ method: 'GET', url: '/api/tidak-ada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toHaveProperty('message');
  });

  it('GETs work without the X-Requested-With header', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/select2/master/jenjang?mode=all' })).statusCode).toBe(200);
  });
});
