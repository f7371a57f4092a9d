/**
 * Two-step login (DESIGN §11 "Staff security"): enrolment, login with a code, a code accepted once,
 * recovery codes once, wrong codes against the login limit, and the admin gate on every admin route.
 * The app's clock is pinned, so every TOTP step here is chosen, never the wall clock's luck.
 */
import { allRoutes, type RouteContract } from '@tutor/contract';
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { LOGIN_PER_EMAIL, TOO_MANY_LOGINS } from '../src/areas/accounts/policy';
import { validValue, type SchemaNode } from './helpers/schemaArbitraries';
import { createTestApp, csrfHeaders, STUDENT_CONSENT, TEST_ADMIN, type TestApp } from './helpers/testApp';
import { cookieOf, totpCode } from './helpers/twoStep';

const START = new Date('2026-03-02T03:00:10.000Z');
let clock = START;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(200, { now: () => clock });
});
afterAll(async () => t.close());

const step = (at: Date = clock) => Math.floor(at.getTime() / 30_000);
let address = 0;
const send = async (request: InjectOptions, cookie = '') => {
  const csrf = await csrfHeaders(t.app);
  return t.app.inject({
    method: 'POST',
    // a distinct client address per request keeps the per-IP limits out of these tests
    remoteAddress: `10.47.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
    ...request,
    headers: { ...csrf, cookie: [csrf.cookie, cookie].filter(Boolean).join('; '), ...request.headers },
  });
};

/** Password only: the session cookie, or the pending-login cookie when a code is needed. */
async function passwordLogin(email: string, password: string) {
  const response = await send({ url: '/api/auth/login', payload: { email, password } });
  expect(response.statusCode).toBe(200);
  return {
    body: response.json() as { data: { mfa_diperlukan?: boolean; role?: string } },
    session: cookieOf(response, 'pp_session'),
    pending: cookieOf(response, 'pp_mfa'),
  };
}

async function registerStudent(email: string) {
  const response = await send({
    url: '/api/auth/register',
    payload: {
      role: 'siswa',
      ...STUDENT_CONSENT,
      nama: 'Dewi Lestari',
      email,
      whatsapp: '6281277770000',
      password: 'rahasia-dewi-1',
    },
  });
  expect(response.statusCode).toBe(201);
  return cookieOf(response, 'pp_session');
}

/** Enrols the account of `session`; answers its secret and recovery codes (the step of `clock` is spent). */
async function enrol(session: string) {
  const enrolment = await send({ url: '/api/auth/mfa/daftar' }, session);
  expect(enrolment.statusCode).toBe(200);
  const { secret, otpauth_url } = (enrolment.json() as { data: { secret: string; otpauth_url: string } }).data;
  expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Pintar%20Privat:.*secret=/);
  expect(otpauth_url).toContain('algorithm=SHA1&digits=6&period=30');
  const enabled = await send({ url: '/api/auth/mfa/aktifkan', payload: { kode: totpCode(secret, step()) } }, session);
  expect(enabled.statusCode).toBe(200);
  return { secret, codes: (enabled.json() as { data: { kode_cadangan: string[] } }).data.kode_cadangan };
}

const completeLogin = (pending: string, kode: string) =>
  send({ url: '/api/auth/login/mfa', payload: { kode } }, pending);
const me = async (session: string) => (await send({ method: 'GET', url: '/api/auth/me' }, session)).statusCode;

describe('two-step login of a student', () => {
  const email = 'dewi.dua.langkah@contoh.id';
  let secret = '';
  let codes: string[] = [];

  it('enrols: a wrong code is refused, the right one enables it and answers ten recovery codes once', async () => {
    clock = START;
    const session = await registerStudent(email);
    const status = await send({ method: 'GET', url: '/api/auth/mfa' }, session);
    expect(status.json()).toEqual({ data: { aktif: false, wajib: false, kode_cadangan_tersisa: 0 } });
    const enrolment = await send({ url: '/api/auth/mfa/daftar' }, session);
    secret = (enrolment.json() as { data: { secret: string } }).data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await send(
      { url: '/api/auth/mfa/aktifkan', payload: { kode: totpCode(secret, step() + 5) } },
      session,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: TWO_STEP_MESSAGES.wrongCode });
    const right = await send({ url: '/api/auth/mfa/aktifkan', payload: { kode: totpCode(secret, step()) } }, session);
    expect(right.statusCode).toBe(200);
    codes = (right.json() as { data: { kode_cadangan: string[] } }).data.kode_cadangan;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // stored hashed: no recovery code and no secret in clear in the answers of later requests
    const stored = await t.handle.db.selectFrom('mfa_recovery_codes').select('code_hash').execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(codes[0]);
    const again = await send(
      { url: '/api/auth/mfa/aktifkan', payload: { kode: totpCode(secret, step() + 1) } },
      session,
    );
    expect(again.statusCode).toBe(409);
    const enrolAgain = await send({ url: '/api/auth/mfa/daftar' }, session);
    expect(enrolAgain.statusCode).toBe(409);
    const after = await send({ method: 'GET', url: '/api/auth/mfa' }, session);
    expect(after.json()).toEqual({ data: { aktif: true, wajib: false, kode_cadangan_tersisa: 10 } });
    // the session that enabled it goes on
    expect(await me(session)).toBe(200);
  });

  it('asks for the code after the password: no session until a right code, then one', async () => {
    clock = new Date(START.getTime() + 60_000);
    const login = await passwordLogin(email, 'rahasia-dewi-1');
    expect(login.body).toEqual({ data: { mfa_diperlukan: true } });
    expect(login.session).toBe('');
    expect(login.pending).not.toBe('');
    expect(await me(login.pending)).toBe(401);
    expect((await completeLogin('', totpCode(secret, step()))).statusCode).toBe(401);

    const wrong = await completeLogin(login.pending, totpCode(secret, step() + 3));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: TWO_STEP_MESSAGES.wrongCode });
    const right = await completeLogin(login.pending, totpCode(secret, step()));
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ data: expect.objectContaining({ email, role: 'siswa' }) });
    expect(await me(cookieOf(right, 'pp_session'))).toBe(200);
    // the pending login is spent with it
    expect((await completeLogin(login.pending, totpCode(secret, step() + 1))).statusCode).toBe(401);
  });

  it('refuses a used code a second time, and an earlier step after a later one', async () => {
    clock = new Date(START.getTime() + 120_000);
    const code = totpCode(secret, step());
    const first = await passwordLogin(email, 'rahasia-dewi-1');
    expect((await completeLogin(first.pending, code)).statusCode).toBe(200);
    const second = await passwordLogin(email, 'rahasia-dewi-1');
    expect((await completeLogin(second.pending, code)).statusCode).toBe(401);
    expect((await completeLogin(second.pending, totpCode(secret, step() - 1))).statusCode).toBe(401);
    // the next step (one either side is accepted) still works once
    expect((await completeLogin(second.pending, totpCode(secret, step() + 1))).statusCode).toBe(200);
  });

  it('accepts a recovery code once, typed with spaces and capitals', async () => {
    const [code] = codes as [string];
    const first = await passwordLogin(email, 'rahasia-dewi-1');
    expect((await completeLogin(first.pending, ` ${code.toUpperCase()} `)).statusCode).toBe(200);
    const second = await passwordLogin(email, 'rahasia-dewi-1');
    expect((await completeLogin(second.pending, code)).statusCode).toBe(401);
    const session = cookieOf(await completeLogin(second.pending, codes[1] ?? ''), 'pp_session');
    const status = await send({ method: 'GET', url: '/api/auth/mfa' }, session);
    expect(status.json()).toEqual({ data: { aktif: true, wajib: false, kode_cadangan_tersisa: 8 } });
  });

  it('counts wrong codes against the login limit of the account', async () => {
    clock = new Date(START.getTime() + 600_000);
    // an account of its own: the failures above counted against the first one
    const counted = 'dewi.batas@contoh.id';
    const { secret: ownSecret } = await enrol(await registerStudent(counted));
    const login = await passwordLogin(counted, 'rahasia-dewi-1');
    for (let attempt = 0; attempt < LOGIN_PER_EMAIL.max; attempt++)
      expect((await completeLogin(login.pending, '000000')).statusCode).toBe(401);
    const limited = await completeLogin(login.pending, totpCode(ownSecret, step() + 1));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_LOGINS });
  });
});

describe('switching two-step login off', () => {
  it('works for a student with a right code, and is refused for an admin', async () => {
    clock = START;
    const session = await registerStudent('tono.matikan@contoh.id');
    const { secret } = await enrol(session);
    const wrong = await send({ url: '/api/auth/mfa/nonaktifkan', payload: { kode: '12345' } }, session);
    expect(wrong.statusCode).toBe(400);
    const off = await send(
      { url: '/api/auth/mfa/nonaktifkan', payload: { kode: totpCode(secret, step() + 1) } },
      session,
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: TWO_STEP_MESSAGES.disabled });
    expect((await passwordLogin('tono.matikan@contoh.id', 'rahasia-dewi-1')).session).not.toBe('');
    const notOn = await send({ url: '/api/auth/mfa/nonaktifkan', payload: { kode: '123456' } }, session);
    expect(notOn.statusCode).toBe(409);
  });
});

/** A request for `route` that passes its schema (so the handler, not validation, answers). */
function validRequest(route: RouteContract, seed: number): InjectOptions {
  const sample = (schema: unknown) =>
    schema ? (fc.sample(validValue(schema as SchemaNode), { numRuns: 1, seed })[0] as Record<string, unknown>) : {};
  const params = sample(route.schema.params);
  const url = route.url.replace(/:([a-z_]+)/gi, (_match, name: string) => encodeURIComponent(String(params[name])));
  const query = new URLSearchParams(
    Object.entries(sample(route.schema.querystring)).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const search = query.size > 0 ? `?${query}` : '';
  return {
    method: route.method,
    url: `${url}${search}`,
    ...(route.schema.body ? { payload: sample(route.schema.body) } : {}),
  };
}

describe('the admin gate', () => {
  const adminRoutes = allRoutes.filter((route) => route.url.startsWith('/api/admin/'));

  it('refuses every admin route to an admin without two-step login, and lets them enable it', async () => {
    clock = START;
    expect(adminRoutes.length).toBeGreaterThan(20);
    const { session } = await passwordLogin(TEST_ADMIN.email, TEST_ADMIN.password);
    const refused: string[] = [];
    for (const [index, route] of adminRoutes.entries()) {
      const response = await send(validRequest(route, index + 1), session);
      if (
        response.statusCode !== 403 ||
        response.json<{ message: string }>().message !== TWO_STEP_MESSAGES.adminNeedsTwoStep
      )
        refused.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(refused).toEqual([]);
    // an order an admin could read otherwise (a route of several roles) is refused the same way
    const orders = await send({ method: 'GET', url: '/api/pesanan/PP-0000-XXXX' }, session);
    expect(orders.json()).toEqual({ message: TWO_STEP_MESSAGES.adminNeedsTwoStep });

    // what enabling needs stays open: the session, the status, the enrolment, the sessions, logout
    expect(await me(session)).toBe(200);
    const status = await send({ method: 'GET', url: '/api/auth/mfa' }, session);
    expect(status.json()).toEqual({ data: { aktif: false, wajib: true, kode_cadangan_tersisa: 0 } });
    expect((await send({ method: 'GET', url: '/api/auth/sesi' }, session)).statusCode).toBe(200);
    await enrol(session);
    // the same session, at once (its remembered account forgot "without two-step login")
    const teachers = await send({ method: 'GET', url: '/api/admin/guru' }, session);
    expect(teachers.statusCode).toBe(200);
    const off = await send({ url: '/api/auth/mfa/nonaktifkan', payload: { kode: '123456' } }, session);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({ message: TWO_STEP_MESSAGES.adminCannotDisable });
    expect((await send({ url: '/api/auth/logout' }, session)).statusCode).toBe(204);
  });

  it('leaves the other roles as they were', async () => {
    const { session } = await passwordLogin(DEMO_ACCOUNTS.guru.email, DEMO_ACCOUNTS.guru.password);
    expect((await send({ method: 'GET', url: '/api/guru/profil' }, session)).statusCode).toBe(200);
    const admin = await send({ method: 'GET', url: '/api/admin/guru' }, session);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).not.toEqual({ message: TWO_STEP_MESSAGES.adminNeedsTwoStep });
  });
});
