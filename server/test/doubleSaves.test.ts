/**
 * Saves a double click can send twice (issue 45): every PUT of the contract and the other writes
 * that replace or create one thing, each sent several times at once on SQLite and PostgreSQL. Each
 * answers the same (no 5xx) and leaves one effect: the rows of one save, one account, one order.
 */
import { allRoutes, type GuruProfile, type NotificationKind } from '@tutor/contract';
import { pressedAtOnce, PRESSES } from './helpers/atOnce';
import { ORDERS_URL, roleHeaders, sampleDraft, type RoleHeaders } from './helpers/orderDrafts';
import { SAMPLE_PDF } from './helpers/onboardingSamples';
import { createTestApp, csrfHeaders, onPostgres, type TestApp } from './helpers/testApp';

let t: TestApp;
let as: RoleHeaders;
beforeAll(async () => {
  t = await createTestApp(200);
  as = await roleHeaders(t.app, 'simpan.lain@contoh.id');
});
afterAll(async () => t.close());

const userId = async (email: string) =>
  await t.handle.db
    .selectFrom('users')
    .select(['id', 'teacher_id'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
const count = async (query: { executeTakeFirstOrThrow: () => Promise<{ n: number | string }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

it('covers every PUT of the contract', () => {
  const puts = allRoutes.filter((route) => route.method === 'PUT').map((route) => route.url);
  expect(puts.sort()).toEqual(['/api/guru/profil', '/api/notifikasi/email']);
});

describe(`each PUT, ${PRESSES + 1} at once (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('PUT /api/notifikasi/email: all 200, one row per kind', async () => {
    const email_mati: NotificationKind[] = ['pesanan', 'jadwal', 'keuangan'];
    const press = {
      headers: as.siswa,
      request: { method: 'PUT' as const, url: '/api/notifikasi/email', payload: { email_mati } },
    };
    for (let round = 0; round < 3; round += 1)
      expect(await pressedAtOnce(t.app, press, PRESSES + 1)).toEqual(Array(PRESSES + 1).fill(200));
    const { id } = await userId('siswa@pintarprivat.id');
    const rows = await t.handle.db
      .selectFrom('notification_email_optouts')
      .select('kind')
      .where('user_id', '=', id)
      .orderBy('kind')
      .execute();
    expect(rows.map((row) => row.kind)).toEqual([...email_mati].sort());
  });

  it('PUT /api/notifikasi/email with different choices at once: one of them wins whole', async () => {
    const choices: NotificationKind[][] = [['pesanan'], ['jadwal', 'ulasan'], [], ['akun', 'lamaran', 'pesanan']];
    const answers = await Promise.all(
      choices.map((email_mati) =>
        t.app.inject({ method: 'PUT', url: '/api/notifikasi/email', headers: as.otherSiswa, payload: { email_mati } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await t.app.inject({ url: '/api/notifikasi/email', headers: as.otherSiswa })).json() as {
      data: { email_mati: string[] };
    };
    expect(choices.map((choice) => [...choice].sort())).toContainEqual([...saved.data.email_mati].sort());
  });

  it('PUT /api/guru/profil: all 200, the lists hold each value once', async () => {
    const current = (await t.app.inject({ url: '/api/guru/profil', headers: as.guru })).json() as { data: GuruProfile };
    const { nama: _n, whatsapp: _w, status: _s, kota: _k, foto: _f, ...fields } = current.data;
    const payload = { ...fields, kota_ids: [3273, 3204], online: true };
    const press = { headers: as.guru, request: { method: 'PUT' as const, url: '/api/guru/profil', payload } };
    expect(await pressedAtOnce(t.app, press, PRESSES + 1)).toEqual(Array(PRESSES + 1).fill(200));
    const { teacher_id } = await userId('guru@pintarprivat.id');
    const cities = await t.handle.db
      .selectFrom('teacher_regencies')
      .select('regency_id')
      .where('teacher_id', '=', teacher_id ?? 0)
      .orderBy('regency_id')
      .execute();
    expect(cities.map((row) => row.regency_id)).toEqual([3204, 3273]);
    const levels = await count(
      t.handle.db
        .selectFrom('teacher_levels')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('teacher_id', '=', teacher_id ?? 0),
    );
    expect(levels).toBe(fields.jenjang_ids.length);
  });
});

describe('other saves that replace or create one thing', () => {
  it('a teacher uploading the same CV at once keeps one document', async () => {
    const press = {
      headers: as.guru,
      request: {
        method: 'POST' as const,
        url: '/api/guru/dokumen/cv',
        payload: { nama_file: 'cv.pdf', isi: SAMPLE_PDF },
      },
    };
    expect(await pressedAtOnce(t.app, press)).toEqual(Array(PRESSES).fill(200));
    const { id } = await userId('guru@pintarprivat.id');
    const documents = await count(
      t.handle.db
        .selectFrom('teacher_documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', id)
        .where('jenis', '=', 'cv'),
    );
    expect(documents).toBe(1);
  });

  it('marking everything read at once answers the same count', async () => {
    const press = { headers: as.siswa, request: { method: 'POST' as const, url: '/api/notifikasi/baca', payload: {} } };
    expect(await pressedAtOnce(t.app, press)).toEqual(Array(PRESSES).fill(200));
  });

  it('one registration sent at once makes one account', async () => {
    const press = {
      headers: await csrfHeaders(t.app),
      request: {
        method: 'POST' as const,
        url: '/api/auth/register',
        payload: {
          role: 'siswa',
          setuju_kebijakan: true,
          pendaftar: 'orang_tua',
          nama: 'Dua Klik',
          email: 'dua.klik@contoh.id',
          whatsapp: '6281277771234',
          password: 'rahasia-klik-1',
        },
      },
    };
    expect(await pressedAtOnce(t.app, press)).toEqual([201, ...Array(PRESSES - 1).fill(409)]);
    const accounts = await count(
      t.handle.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', 'dua.klik@contoh.id'),
    );
    expect(accounts).toBe(1);
  });

  it('one order sent at once with its idempotency key makes one order', async () => {
    const press = {
      headers: as.siswa,
      request: {
        method: 'POST' as const,
        url: ORDERS_URL,
        headers: { 'idempotency-key': 'dua-klik-pesanan-1' },
        payload: sampleDraft(),
      },
    };
    const statuses = await pressedAtOnce(t.app, press);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const orders = await count(
      t.handle.db
        .selectFrom('order_idempotency_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('idempotency_key', '=', 'dua-klik-pesanan-1'),
    );
    expect(orders).toBe(1);
  });
});
