import { MAX_ID } from '@tutor/contract';
import type { InjectOptions } from 'fastify';
import {
  injectAs,
  ORDERS_URL,
  PREVIEW_URL,
  roleHeaders,
  sampleDraft,
  SCHEDULE_URL,
  type RoleHeaders,
} from './helpers/orderDrafts';
import { createTestApp, onPostgres, type TestApp } from './helpers/testApp';

/**
 * The OpenAPI drill (fuzzFromOpenapi) sends no session, so the order routes refuse it before their
 * handlers run. Here the same kind of bad values reach the handlers of a logged-in student: every
 * answer is a 4xx { message } or a success, never a 5xx, on SQLite and PostgreSQL.
 */
let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  t = await createTestApp(300);
  as = await roleHeaders(t.app, 'drill@contoh.id');
});
afterAll(async () => t.close());

const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  MAX_ID,
  MAX_ID + 1,
  1e308,
  'Infinity',
  '',
  ' ',
  'a\u0000b',
  'x'.repeat(5_000),
  [],
  {},
  [1],
  ['Senin 16:00'],
  '2025-13-45',
  '9999-12-31',
  '0000-01-01',
  "1' OR '1'='1",
];
const SCHEDULE = {
  paket: 2,
  tanggal_mulai_les: '2025-06-02',
  waktu: ['Senin 16:00'],
  subject: [{ mata_pelajaran: 'Fisika', jumlah: 4 }],
};

describe('bad values reaching the order handlers of a logged-in student', () => {
  it('never answer 5xx and always refuse with JSON { message }', async () => {
    const requests: [string, InjectOptions][] = [];
    const draft = sampleDraft() as unknown as Record<string, unknown>;
    for (const field of Object.keys(draft)) {
      for (const value of VALUES) {
        const payload = { ...draft, [field]: value };
        requests.push([
          `preview ${field}=${JSON.stringify(value).slice(0, 20)}`,
          { method: 'POST', url: PREVIEW_URL, payload },
        ]);
        requests.push([
          `order ${field}=${JSON.stringify(value).slice(0, 20)}`,
          { method: 'POST', url: ORDERS_URL, payload, headers: { 'idempotency-key': `drill-${requests.length}` } },
        ]);
      }
    }
    for (const value of VALUES) {
      requests.push([
        `jadwal item tanggal=${JSON.stringify(value).slice(0, 20)}`,
        {
          method: 'POST',
          url: PREVIEW_URL,
          payload: { ...draft, jadwal: [{ mata_pelajaran: 'Fisika', tanggal: value, jam: '16:00' }] },
        },
      ]);
      for (const field of Object.keys(SCHEDULE))
        requests.push([
          `schedule ${field}=${JSON.stringify(value).slice(0, 20)}`,
          { method: 'POST', url: SCHEDULE_URL, payload: { ...SCHEDULE, [field]: value } },
        ]);
    }
    for (const kode of ['%00', '%FF', 'PP-2506-' + 'X'.repeat(30), "PP' OR 1=1", '..%2F..', 'pp-2506-abcd']) {
      requests.push([`detail ${kode}`, { url: `${ORDERS_URL}/${kode}` }]);
      requests.push([`cancel ${kode}`, { method: 'POST', url: `${ORDERS_URL}/${kode}/batal` }]);
    }
    requests.push([
      'order with a key of bad characters',
      { method: 'POST', url: ORDERS_URL, payload: draft, headers: { 'idempotency-key': 'kunci dengan spasi' } },
    ]);
    requests.push(['list with an unknown status', { url: `${ORDERS_URL}?status=hilang` }]);

    const failures: string[] = [];
    for (const [label, request] of requests) {
      const response = await injectAs(t.app, as.otherSiswa, request);
      const message = /application\/json/.test(String(response.headers['content-type']))
        ? (response.json() as { message?: unknown }).message
        : undefined;
      if (response.statusCode >= 500 || (response.statusCode >= 400 && typeof message !== 'string'))
        failures.push(`${label} → ${response.statusCode} ${response.body.slice(0, 100)}`);
    }
    console.info(`order drill on ${onPostgres ? 'PostgreSQL' : 'SQLite'}: ${requests.length} requests`);
    expect(failures).toEqual([]);
  });
});
