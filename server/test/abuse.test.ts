import { insertClientError } from '../src/areas/activity/data/logQueries';
import { CSRF_REFUSED } from '../src/plugins/csrf';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

/** Issue 15: what a script could do in bulk through public routes. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(300);
});
afterAll(async () => t.close());

/** A report with a valid CSRF token, so what decides is where it comes from. */
const report = async (headers: Record<string, string>, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/log',
    payload: { message: 'TypeError: x' },
    headers: { ...(await csrfHeaders(t.app)), host: 'pintarprivat.test', ...headers },
    remoteAddress,
  });

const LOG_ORIGIN_REFUSED = 'Laporan hanya diterima dari situs Pintar Privat';

describe('public reads that touch a code are rate-limited', () => {
  it('stops guessing referral codes in bulk', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      statuses.push(
        (
          await t.app.inject({
            method: 'GET',
            url: `/kode_referral/check?kode_referral=TEBAK${i}`,
            remoteAddress: '10.50.0.1',
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    const other = await t.app.inject({
      method: 'GET',
      url: '/kode_referral/check?kode_referral=RINA2024',
      remoteAddress: '10.50.0.2',
    });
    expect(other.statusCode).toBe(200);
  });

  it('limits the public discount list too', async () => {
    let last = 0;
    for (let i = 0; i < 61; i++)
      last = (await t.app.inject({ method: 'GET', url: '/api/generate/diskon-active', remoteAddress: '10.50.1.1' }))
        .statusCode;
    expect(last).toBe(429);
  });
});

describe('POST /api/log takes reports from our own pages only', () => {
  // Another site is refused by the CSRF guard of every write before the route; a sibling
  // subdomain (same-site, not same-origin) passes that guard and is refused by the log route.
  it.each([
    [{ origin: 'https://situs-lain.example' }, CSRF_REFUSED],
    [{ 'sec-fetch-site': 'cross-site' }, CSRF_REFUSED],
    [{ 'sec-fetch-site': 'same-site', origin: 'https://pintarprivat.test' }, LOG_ORIGIN_REFUSED],
    [{ origin: 'null' }, CSRF_REFUSED],
  ])('refuses %j with 403 JSON', async (headers, message) => {
    const response = await report(headers, '10.51.0.1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message });
  });

  it('accepts a same-origin report (by Origin and Sec-Fetch-Site) and one without either', async () => {
    expect(
      (await report({ origin: 'http://pintarprivat.test', 'sec-fetch-site': 'same-origin' }, '10.51.0.2')).statusCode,
    ).toBe(202);
    expect((await report({}, '10.51.0.3')).statusCode).toBe(202);
  });

  it('keeps only the newest reports (pruned on insert)', async () => {
    for (let i = 0; i < 5; i++) {
      await insertClientError(
        t.handle.db,
        { message: `retention ${i}`, ip: '10.51.1.1', created_at: new Date().toISOString() },
        3,
      );
    }
    const rows = await t.handle.db.selectFrom('client_error_logs').select('message').orderBy('id').execute();
    expect(rows.map((row) => row.message)).toEqual(['retention 2', 'retention 3', 'retention 4']);
  });
});
