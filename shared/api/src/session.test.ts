import type { User } from '@tutor/contract';
import { CSRF_REFUSED_MESSAGE } from '@tutor/rules';
import { createAppStore } from './store';
import { afterLoginPath, sessionApi } from './session';
import { referenceApi } from './reference';
import { api } from './baseApi';

// shared/testing depends on this library, so these tests fake fetch directly, by "METHOD /path".
type Answer = { status: number; body?: unknown };
function network(routes: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    // RTK Query passes a Request; the CSRF helper passes a URL string
    const request = input instanceof Request ? input : new Request(String(input), init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    const route = routes[key] ?? { status: 599, body: { message: `undeclared ${key}` } };
    const answer = typeof route === 'function' ? route() : route;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return calls;
}

const SISWA: User = {
  id: 7,
  nama: 'Sinta Siswa',
  email: 'sinta@contoh.id',
  role: 'siswa',
  status: 'aktif',
  kode_referral: 'SINTA7',
};
const csrf = { 'GET /api/auth/csrf': { status: 200, body: { token: 't' } } };
const sessionOf = (store: ReturnType<typeof createAppStore>) =>
  sessionApi.endpoints.getSession.select()(store.getState());

afterEach(() => jest.restoreAllMocks());

describe('session', () => {
  it('reads a visitor (401) as logged out, not as an error', async () => {
    network({ 'GET /api/auth/me': { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } } });
    const store = createAppStore();
    const result = await store.dispatch(sessionApi.endpoints.getSession.initiate());
    expect(result.isError).toBe(false);
    expect(result.data).toBeNull();
  });

  it('unwraps the logged-in account', async () => {
    network({ 'GET /api/auth/me': { status: 200, body: { data: SISWA } } });
    const store = createAppStore();
    expect((await store.dispatch(sessionApi.endpoints.getSession.initiate())).data).toEqual(SISWA);
  });

  it('keeps the account a login answered as the session, with the CSRF token on the write', async () => {
    const calls = network({
      ...csrf,
      'POST /api/auth/login': { status: 200, body: { data: SISWA } },
      'GET /api/auth/me': { status: 200, body: { data: SISWA } },
    });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.login.initiate({ email: SISWA.email, password: 'rahasia-panjang' }));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the cache write follows the answer
    expect(sessionOf(store).data).toEqual(SISWA);
    expect(calls).not.toContain('GET /api/auth/me');
    expect(calls).toContain('POST /api/auth/login');
  });

  it('retries a write once with a fresh token after a CSRF refusal, and never after another 403', async () => {
    const refusals = [
      { status: 403, body: { message: CSRF_REFUSED_MESSAGE } },
      { status: 200, body: { data: SISWA } },
    ];
    const calls = network({ ...csrf, 'POST /api/auth/login': () => refusals.shift() ?? { status: 599 } });
    const store = createAppStore();
    expect(
      (await store.dispatch(sessionApi.endpoints.login.initiate({ email: SISWA.email, password: 'rahasia-panjang' })))
        .data,
    ).toEqual(SISWA);
    // the refused token is dropped: a fresh one is fetched between the two attempts
    expect(calls.slice(-3)).toEqual(['POST /api/auth/login', 'GET /api/auth/csrf', 'POST /api/auth/login']);

    const roleRefusal = network({
      ...csrf,
      'POST /api/auth/login': { status: 403, body: { message: 'Anda tidak memiliki akses ke halaman ini' } },
    });
    const refused = await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: SISWA.email, password: 'rahasia-panjang' }),
    );
    expect(refused.error).toMatchObject({ status: 403 });
    expect(roleRefusal.filter((call) => call === 'POST /api/auth/login')).toHaveLength(1);
  });

  it('returns the server message of a refused login', async () => {
    network({ ...csrf, 'POST /api/auth/login': { status: 401, body: { message: 'Email atau kata sandi salah' } } });
    const store = createAppStore();
    const result = await store.dispatch(
      sessionApi.endpoints.login.initiate({ email: 'x@contoh.id', password: 'salah-sekali' }),
    );
    expect(result.error).toMatchObject({ status: 401, data: { message: 'Email atau kata sandi salah' } });
  });

  it('empties the whole cache when logging out', async () => {
    network({
      ...csrf,
      'GET /api/auth/me': { status: 200, body: { data: SISWA } },
      'GET /api/select2/master/jenjang': { status: 200, body: { data: [{ value: 14, label: 'SD' }] } },
      'POST /api/auth/logout': { status: 204 },
    });
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.getSession.initiate());
    await store.dispatch(referenceApi.endpoints.getJenjangOptions.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(2);
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    expect(store.getState().api.queries).toEqual({});
  });

  it('asks for the session again when another endpoint answers 401', async () => {
    const calls = network({
      'GET /api/auth/me': { status: 200, body: { data: SISWA } },
      'GET /api/select2/master/jenjang': { status: 401, body: { message: 'Silakan masuk terlebih dahulu' } },
    });
    const store = createAppStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await session;
    await store.dispatch(referenceApi.endpoints.getJenjangOptions.initiate());
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
    expect(calls.filter((call) => call === 'GET /api/auth/me')).toHaveLength(2);
    session.unsubscribe();
  });
});

describe('afterLoginPath', () => {
  it('follows a same-site next path and refuses anything else', () => {
    expect(afterLoginPath('/siswa/dashbord?tab=1', 'siswa')).toBe('/siswa/dashbord?tab=1');
    expect(afterLoginPath('//evil.example/x', 'siswa')).toBe('/siswa/dashbord');
    expect(afterLoginPath('/\\evil.example', 'guru')).toBe('/guru/loker-mengajar');
    expect(afterLoginPath('https://evil.example', 'admin')).toBe('/admin/guru');
    expect(afterLoginPath(null, 'guru')).toBe('/guru/loker-mengajar');
  });
});
