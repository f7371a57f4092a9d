/**
 * Issue 45's findings 1 and 3 on both databases: a write whose contract declares no body refuses
 * one other than `{}` (400, before the handler acts), and a teacher without a city is a clear 400, never a 500.
 */
import { allRoutes, type CalendarLink } from '@tutor/contract';
import { ACCOUNT_MESSAGES } from '@tutor/rules';
import { BODY_NOT_ACCEPTED_MESSAGE } from '../src/plugins/bodyRules';
import { injectAs, roleHeaders, type RoleHeaders } from './helpers/orderDrafts';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app, 'badan.lain@contoh.id');
});
afterAll(async () => t.close());

const bodylessWrites = allRoutes.filter((route) => route.method !== 'GET' && route.schema.body === undefined);
const concrete = (url: string) => url.replace(/:[a-z_]+/g, '1');

describe('a write whose contract declares no body', () => {
  it('exists (logout, a new calendar URL, ...)', () => {
    expect(bodylessWrites.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/auth/logout', '/api/kalender/baru']),
    );
  });

  it.each(bodylessWrites.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s refuses any body with 400',
    async (_label, route) => {
      for (const payload of ['null', '{"a":1}', '[[[[1]]]]', '""', '[]']) {
        const response = await injectAs(t.app, as.siswa, {
          method: route.method,
          url: concrete(route.url),
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect({ payload, status: response.statusCode, body: response.json() as unknown }).toEqual({
          payload,
          status: 400,
          body: { message: BODY_NOT_ACCEPTED_MESSAGE },
        });
      }
    },
  );

  it('leaves the calendar URL as it was when a body is refused, and still makes a new one without', async () => {
    const feed = async () =>
      ((await injectAs(t.app, as.siswa, { url: '/api/kalender' })).json() as CalendarLink).data.url;
    const before = await feed();
    const refused = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: '/api/kalender/baru',
      payload: [[[[1]]]],
    });
    expect(refused.statusCode).toBe(400);
    expect(await feed()).toBe(before);
    const renewed = await injectAs(t.app, as.siswa, { method: 'POST', url: '/api/kalender/baru' });
    expect(renewed.statusCode).toBeLessThan(300);
    expect(await feed()).not.toBe(before);
  });

  it('takes nothing, or the empty object the OpenAPI document allows', async () => {
    const empty = await injectAs(t.app, as.siswa, { method: 'POST', url: '/api/kalender/baru', payload: {} });
    expect(empty.statusCode).toBe(200);
  });

  it('refuses a chunked body too, and logs out without one', async () => {
    const chunked = await injectAs(t.app, as.otherSiswa, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(chunked.statusCode).toBe(400);
    const loggedOut = await injectAs(t.app, as.otherSiswa, { method: 'POST', url: '/api/auth/logout' });
    expect(loggedOut.statusCode).toBe(204);
  });
});

describe('marking notifications read', () => {
  it('refuses null instead of marking everything read', async () => {
    const response = await injectAs(t.app, as.siswa, {
      method: 'POST',
      url: '/api/notifikasi/baca',
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

const teacher = (email: string, cities?: number[]) => ({
  role: 'guru',
  setuju_kebijakan: true,
  nama: 'Guru Tanpa Kota',
  email,
  whatsapp: '6281233334444',
  password: 'rahasia-guru-1',
  jenis_kelamin: 'L',
  perguruan_tinggi: 'Universitas Indonesia',
  jurusan: 'Matematika',
  jenjang_ids: [14],
  mapel: [],
  online: true,
  ketersediaan: [{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' }],
  ...(cities ? { kota_ids: cities } : {}),
});

describe('a teacher without a city', () => {
  let subjectId = 0;
  beforeAll(async () => {
    subjectId = (
      await t.handle.db.selectFrom('subjects').select('id').where('jenjang_id', '=', 14).executeTakeFirstOrThrow()
    ).id;
  });
  const register = async (email: string, cities?: number[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: await csrfHeaders(t.app),
      payload: { ...teacher(email, cities), mapel: [subjectId] },
    });

  it.each([
    ['left out', undefined],
    ['empty', []],
  ])('cannot register as a teacher with kota_ids %s: 400 naming the city', async (_label, cities) => {
    const response = await register(`tanpa.kota.${cities ? 'kosong' : 'hilang'}@contoh.id`, cities);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.placeRequired });
  });

  it('cannot save a profile with no city (400), and the saved cities stay', async () => {
    const before = (await injectAs(t.app, as.guru, { url: '/api/guru/profil' })).json() as {
      data: Record<string, unknown> & { kota_ids: number[] };
    };
    const { nama: _nama, whatsapp: _whatsapp, status: _status, kota: _kota, foto: _foto, ...fields } = before.data;
    const response = await injectAs(t.app, as.guru, {
      method: 'PUT',
      url: '/api/guru/profil',
      payload: { ...fields, kota_ids: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.placeRequired });
    const after = (await injectAs(t.app, as.guru, { url: '/api/guru/profil' })).json() as typeof before;
    expect(after.data.kota_ids).toEqual(before.data.kota_ids);
    expect(before.data.kota_ids.length).toBeGreaterThan(0);
  });

  it('registers an online teacher with one city', async () => {
    const response = await register('satu.kota@contoh.id', [3273]);
    expect(response.statusCode).toBe(201);
  });
});
