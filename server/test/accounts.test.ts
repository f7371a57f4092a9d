import type { InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { hashPassword, OWASP_SCRYPT, setPasswordCostInTests, verifyPassword } from '../src/lib/passwords';
import { TEST_PASSWORD_COST } from './helpers/passwordCost';
import { tokenHash } from '../src/lib/tokens';
import { createTestApp, csrfHeaders, loginHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';
import { ONBOARDING_WALK } from './helpers/onboarding';
import { sessionCache } from '../src/plugins/sessionCache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(300);
});
afterAll(async () => t.close());

let address = 0;
/** A distinct client address per request keeps the per-IP limits out of tests about other things. */
const send = async (request: InjectOptions, headers: Record<string, string> = {}) =>
  t.app.inject({
    remoteAddress: `10.20.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    ...request,
    headers: { ...(await csrfHeaders(t.app)), ...headers, ...request.headers },
  });

const student = (email: string) => ({
  role: 'siswa',
  setuju_kebijakan: true,
  pendaftar: 'orang_tua',
  nama: 'Rani Putri',
  email,
  whatsapp: '6281299990000',
  password: 'rahasia-rani-1',
});

async function subjectOf(jenjangId: number): Promise<number> {
  return (
    await t.handle.db
      .selectFrom('subjects')
      .select('id')
      .where('jenjang_id', '=', jenjangId)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function teacherSignUp(email: string) {
  return {
    role: 'guru',
    setuju_kebijakan: true,
    nama: 'Bayu Pratama',
    email,
    whatsapp: '6281288887777',
    password: 'rahasia-bayu-1',
    jenis_kelamin: 'L',
    perguruan_tinggi: 'Institut Teknologi Bandung',
    jurusan: 'Fisika',
    jenjang_ids: [16],
    mapel: [await subjectOf(16)],
    kota_ids: [3273],
    online: false,
    ketersediaan: [{ hari: 'Selasa', jam_mulai: '16:00', jam_selesai: '19:00' }],
  };
}

describe('passwords', () => {
  it("are hashed with scrypt at OWASP's cost and a salt, never kept in clear", async () => {
    setPasswordCostInTests(OWASP_SCRYPT.N); // the other tests hash at the tests' cost
    const [first, second] = await Promise.all([hashPassword('kata-sandi-rahasia'), hashPassword('kata-sandi-rahasia')]);
    setPasswordCostInTests(TEST_PASSWORD_COST);
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toContain('kata-sandi-rahasia');
    expect(first).not.toBe(second);
    expect(await verifyPassword('kata-sandi-rahasia', first)).toBe(true);
    expect(await verifyPassword('kata-sandi-salah', first)).toBe(false);
  });
});

describe('registration and sessions', () => {
  it('registers a student, logs them in with an httpOnly SameSite=Lax cookie, and stores only its hash', async () => {
    const response = await send({ method: 'POST', url: '/api/auth/register', payload: student('rani@contoh.id') });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      data: expect.objectContaining({ nama: 'Rani Putri', email: 'rani@contoh.id', role: 'siswa', status: 'aktif' }),
    });
    const cookie = String(response.headers['set-cookie']);
    // the attributes, in whatever order @fastify/cookie writes them (Secure only over HTTPS)
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(/^pp_session=[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
    const token = /pp_session=([^;]+)/.exec(cookie)?.[1] ?? '';
    const stored = await t.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(tokenHash(token));
    expect(stored.map((row) => row.token_hash)).not.toContain(token);
    const user = await t.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', 'rani@contoh.id')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).not.toContain('rahasia-rani-1');

    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: `pp_session=${token}` } });
    expect(me.json()).toEqual({ data: expect.objectContaining({ email: 'rani@contoh.id', role: 'siswa' }) });
  });

  it('refuses a taken address with 409 and bad fields with Indonesian messages', async () => {
    expect(
      (await send({ method: 'POST', url: '/api/auth/register', payload: student('RANI@contoh.id') })).statusCode,
    ).toBe(409);
    const cases: [Record<string, unknown>, string][] = [
      [{ nama: ' ' }, 'Nama harus diisi'],
      [{ email: 'bukan-email' }, 'Format alamat email tidak valid'],
      [{ whatsapp: '08123' }, 'Nomor harus diawali 62'],
      [{ password: 'pendek' }, 'Kata sandi minimal 8 karakter'],
    ];
    for (const [change, message] of cases) {
      const response = await send({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...student('baru@contoh.id'), ...change },
      });
      expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { message } });
    }
  });

  it('answers one message for an unknown address and a wrong password (no enumeration)', async () => {
    const unknown = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'siapa@contoh.id', password: 'apa-saja-123' },
    });
    const wrong = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_ACCOUNTS.siswa.email, password: 'apa-saja-123' },
    });
    expect([unknown.statusCode, wrong.statusCode]).toEqual([401, 401]);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toEqual({ message: 'Email atau kata sandi salah' });
  });

  it('logout deletes the session; an expired session is no session; an active one slides', async () => {
    const headers = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    const token = /pp_session=([^;]+)/.exec(headers.cookie ?? '')?.[1] ?? '';
    await t.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
    const slid = await t.handle.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', tokenHash(token))
      .executeTakeFirstOrThrow();
    expect(new Date(slid.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await t.handle.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .execute();
    // an edit behind the server's back is seen once the process' one-second memory of the session is
    // dropped (the server's own changes forget it themselves: below, the logout)
    sessionCache.forget({ all: true });
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);

    const again = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    // remembered by this process now; the logout must forget it at once
    expect((await t.app.inject({ url: '/api/auth/me', headers: again })).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: again });
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await t.app.inject({ url: '/api/auth/me', headers: again })).json()).toEqual({
      message: 'Silakan masuk terlebih dahulu',
    });
  });
});

describe('CSRF', () => {
  const payload = { email: 'csrf@contoh.id' };
  it('refuses a write without the token, with a forged one, and from another site', async () => {
    const good = await csrfHeaders(t.app);
    const without = await t.app.inject({ method: 'POST', url: '/api/subscribe', payload });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload,
      headers: { cookie: 'pp_csrf=a.b', 'x-csrf-token': 'a.b' },
    });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload,
      headers: { ...good, origin: 'https://penipu.example' },
    });
    const fetchSite = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload,
      headers: { ...good, 'sec-fetch-site': 'cross-site' },
    });
    for (const response of [without, forged, crossSite, fetchSite]) {
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 403,
        body: { message: 'Permintaan ditolak: muat ulang halaman lalu coba lagi' },
      });
    }
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/subscribe',
      payload,
      headers: { ...good, 'sec-fetch-site': 'same-origin' },
    });
    expect(accepted.statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  it('limits logins per e-mail address, whatever the client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push(
        (
          await send({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'sasaran@contoh.id', password: 'tebak-tebak-1' },
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    const last = await send({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sasaran@contoh.id', password: 'tebak-tebak-1' },
    });
    expect(last.statusCode).toBe(429);
    expect(last.json()).toEqual({ message: expect.stringMatching(/^Terlalu banyak percobaan masuk/) });
  });

  it('limits registrations per client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await send({
        method: 'POST',
        url: '/api/auth/register',
        payload: student(`massal${attempt}@contoh.id`),
        remoteAddress: '10.99.0.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });
});

describe('password reset', () => {
  it('always answers 202, queues a link for a known address, and the reset ends every session', async () => {
    const headers = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    const unknown = await send({
      method: 'POST',
      url: '/api/auth/lupa-password',
      payload: { email: 'tidak.ada@contoh.id' },
    });
    const known = await send({
      method: 'POST',
      url: '/api/auth/lupa-password',
      payload: { email: DEMO_ACCOUNTS.siswa.email },
    });
    expect([unknown.statusCode, known.statusCode]).toEqual([202, 202]);
    expect(unknown.json()).toEqual(known.json());
    await t.app.afterAnswer.idle();
    const mail = await t.handle.db
      .selectFrom('outbox')
      .select(['channel', 'body'])
      .where('recipient', '=', DEMO_ACCOUNTS.siswa.email)
      .executeTakeFirstOrThrow();
    expect(mail.channel).toBe('email');
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1] ?? '';

    const reset = await send({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'sandi-baru-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    expect(
      (await send({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'sandi-lain-2026' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await send({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: DEMO_ACCOUNTS.siswa.email, password: 'sandi-baru-2026' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('roles and teacher verification', () => {
  it('answers 401 without a session and 403 for another role', async () => {
    const siswa = await loginHeaders(t.app, DEMO_ACCOUNTS.siswa.email, 'sandi-baru-2026');
    expect((await t.app.inject({ url: '/api/admin/guru' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/guru', headers: siswa })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/guru/profil', headers: siswa })).json()).toEqual({
      message: 'Anda tidak memiliki akses ke halaman ini',
    });
  });

  it('a new teacher waits for verification and is not searchable; once the admin verifies, search and the profile page show them', async () => {
    const signUp = await send({
      method: 'POST',
      url: '/api/auth/register',
      payload: await teacherSignUp('bayu@contoh.id'),
    });
    expect(signUp.statusCode).toBe(201);
    expect(signUp.json()).toEqual({ data: expect.objectContaining({ role: 'guru', status: 'menunggu_verifikasi' }) });
    const account = await t.handle.db
      .selectFrom('users')
      .select(['id', 'teacher_id'])
      .where('email', '=', 'bayu@contoh.id')
      .executeTakeFirstOrThrow();
    const search = async () => {
      const pages = await t.app.inject({ url: '/api/landing/searching-guru?jenjang_id=16&lokasi_id=3273&page=1' });
      const { data, last_page } = pages.json() as { data: { id: number }[]; last_page: number };
      const ids = data.map((teacher) => teacher.id);
      for (let page = 2; page <= last_page; page += 1) {
        ids.push(
          ...(
            (
              await t.app.inject({ url: `/api/landing/searching-guru?jenjang_id=16&lokasi_id=3273&page=${page}` })
            ).json() as { data: { id: number }[] }
          ).data.map((teacher) => teacher.id),
        );
      }
      return ids;
    };
    expect(await search()).not.toContain(account.teacher_id);
    expect((await t.app.inject({ url: `/api/landing/guru/${account.teacher_id}` })).statusCode).toBe(404);

    const admin = await loginHeaders(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
    const pending = (
      await t.app.inject({ url: '/api/admin/guru?status=menunggu_verifikasi', headers: admin })
    ).json() as { data: { id: number; email: string }[] };
    expect(pending.data.map((row) => row.email)).toContain('bayu@contoh.id');
    for (const step of ONBOARDING_WALK.slice(0, -1)) {
      const moved = await t.app.inject({
        method: 'POST',
        url: `/api/admin/guru/${account.id}/${step.path}`,
        headers: admin,
        ...(step.payload ? { payload: step.payload } : {}),
      });
      expect(moved.statusCode).toBe(200);
    }
    const [first, second] = await Promise.all([
      t.app.inject({ method: 'POST', url: `/api/admin/guru/${account.id}/verifikasi`, headers: admin }),
      t.app.inject({ method: 'POST', url: `/api/admin/guru/${account.id}/verifikasi`, headers: admin }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await search()).toContain(account.teacher_id);
    expect((await t.app.inject({ url: `/api/landing/guru/${account.teacher_id}` })).statusCode).toBe(200);

    const guru = await loginHeaders(t.app, 'bayu@contoh.id', 'rahasia-bayu-1');
    const profile = (await t.app.inject({ url: '/api/guru/profil', headers: guru })).json() as {
      data: Record<string, unknown>;
    };
    expect(profile.data).toMatchObject({
      status: 'terverifikasi',
      jenjang_ids: [16],
      kota_ids: [3273],
      kota: [{ value: 3273, label: 'Kota Bandung' }],
      online: false,
    });
    const { nama: _nama, whatsapp: _whatsapp, status: _status, kota: _kota, ...fields } = profile.data;
    const updated = await t.app.inject({
      method: 'PUT',
      url: '/api/guru/profil',
      headers: guru,
      payload: { ...fields, online: true },
    });
    expect(updated.json()).toEqual({ data: expect.objectContaining({ online: true }) });
    const online = (
      await t.app.inject({ url: '/api/landing/searching-guru?jenjang_id=16&lokasi_id=online&page=1' })
    ).json() as { total: number };
    expect(online.total).toBeGreaterThan(0);
  });

  it('refuses a teacher profile without what students need', async () => {
    const payload = { ...(await teacherSignUp('tanpa@contoh.id')), jenjang_ids: [] };
    expect((await send({ method: 'POST', url: '/api/auth/register', payload })).json()).toEqual({
      message: 'Pilih minimal satu jenjang yang Anda ajar',
    });
    const wrongSubject = { ...(await teacherSignUp('salah@contoh.id')), mapel: [await subjectOf(11)] };
    expect((await send({ method: 'POST', url: '/api/auth/register', payload: wrongSubject })).json()).toEqual({
      message: 'Mata pelajaran tidak sesuai dengan jenjang yang dipilih',
    });
  });
});
