/** "Sesi aktif" (DESIGN §11): the account's sessions with their device, ending one or all others, at once. */
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import type { InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { deviceName } from '../src/areas/accounts/deviceName';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';
import { cookieOf } from './helpers/twoStep';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(200);
});
afterAll(async () => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

const send = async (request: InjectOptions, session = '') => {
  const csrf = await csrfHeaders(t.app);
  return t.app.inject({
    method: 'POST',
    ...request,
    headers: { ...csrf, cookie: [csrf.cookie, session].filter(Boolean).join('; '), ...request.headers },
  });
};

async function logIn(account: { email: string; password: string }, userAgent: string): Promise<string> {
  const response = await send({ url: '/api/auth/login', payload: account, headers: { 'user-agent': userAgent } });
  expect(response.statusCode).toBe(200);
  return cookieOf(response, 'pp_session');
}
type Listed = { id: string; perangkat: string; dibuat: string; terakhir: string; ini: boolean };
const list = async (session: string) =>
  (await send({ method: 'GET', url: '/api/auth/sesi' }, session)).json() as { data: Listed[] };
const me = async (session: string) => (await send({ method: 'GET', url: '/api/auth/me' }, session)).statusCode;

it('names the common browsers and systems', () => {
  expect(deviceName(CHROME_WINDOWS)).toBe('Chrome di Windows');
  expect(deviceName(SAFARI_IPHONE)).toBe('Safari di iPhone');
  expect(deviceName(FIREFOX_ANDROID)).toBe('Firefox di Android');
  expect(
    deviceName(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
    ),
  ).toBe('Edge di macOS');
  expect(deviceName(undefined)).toBe('Perangkat tidak dikenal');
});

it("lists the account's own sessions with device, since and last seen, this one marked", async () => {
  const laptop = await logIn(DEMO_ACCOUNTS.siswa, CHROME_WINDOWS);
  const phone = await logIn(DEMO_ACCOUNTS.siswa, SAFARI_IPHONE);
  const other = await logIn(DEMO_ACCOUNTS.guru, FIREFOX_ANDROID);
  expect(await me(phone)).toBe(200); // a request: "last seen" is written
  const { data } = await list(laptop);
  const devices = data.map((session) => session.perangkat);
  expect(devices).toEqual(expect.arrayContaining(['Chrome di Windows', 'Safari di iPhone']));
  expect(devices).not.toContain('Firefox di Android');
  expect(data[0]).toEqual(expect.objectContaining({ perangkat: 'Chrome di Windows', ini: true }));
  expect(data.filter((session) => session.ini)).toHaveLength(1);
  for (const session of data) {
    expect(Date.parse(session.dibuat)).not.toBeNaN();
    expect(session.terakhir >= session.dibuat).toBe(true);
  }
  expect((await send({ method: 'GET', url: '/api/auth/sesi' })).statusCode).toBe(401);
  await send({ url: '/api/auth/sesi/keluar-semua' }, other);
});

it('ends one own session at once; another account cannot end it (404)', async () => {
  const laptop = await logIn(DEMO_ACCOUNTS.siswa, CHROME_WINDOWS);
  const phone = await logIn(DEMO_ACCOUNTS.siswa, SAFARI_IPHONE);
  const teacher = await logIn(DEMO_ACCOUNTS.guru, FIREFOX_ANDROID);
  expect(await me(phone)).toBe(200); // now remembered by the session cache
  const phoneId = (await list(phone)).data.find((session) => session.ini)?.id ?? '';

  const foreign = await send({ method: 'DELETE', url: `/api/auth/sesi/${phoneId}` }, teacher);
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json()).toEqual({ message: TWO_STEP_MESSAGES.sessionNotFound });
  expect(await me(phone)).toBe(200);

  expect((await send({ method: 'DELETE', url: `/api/auth/sesi/${phoneId}` }, laptop)).statusCode).toBe(200);
  expect(await me(phone)).toBe(401);
  expect(await me(laptop)).toBe(200);
  expect((await send({ method: 'DELETE', url: `/api/auth/sesi/${phoneId}` }, laptop)).statusCode).toBe(404);
});

it('ends every other session at once and keeps this one', async () => {
  const sessions = [
    await logIn(DEMO_ACCOUNTS.siswa, CHROME_WINDOWS),
    await logIn(DEMO_ACCOUNTS.siswa, SAFARI_IPHONE),
    await logIn(DEMO_ACCOUNTS.siswa, FIREFOX_ANDROID),
  ];
  const [kept, ...others] = sessions as [string, ...string[]];
  for (const session of sessions) expect(await me(session)).toBe(200);
  const ended = await send({ url: '/api/auth/sesi/keluar-semua' }, kept);
  expect(ended.json()).toEqual({ message: TWO_STEP_MESSAGES.othersEnded });
  for (const session of others) expect(await me(session)).toBe(401);
  expect(await me(kept)).toBe(200);
  expect((await list(kept)).data).toEqual([expect.objectContaining({ ini: true })]);
});
