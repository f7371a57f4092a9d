/**
 * Lockout is not a weapon (issue 30, OWASP "device cookies"): attempts from elsewhere slow down
 * unknown browsers for an account, never the browser where its owner has logged in before; a
 * spray over many accounts from one address is still stopped by the per-address limit.
 */
import type { InjectOptions } from 'fastify';
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { DEVICE_COOKIE } from '../src/areas/accounts/deviceCookies';
import { LOGIN_PER_DEVICE, LOGIN_PER_EMAIL, loginIpLimit } from '../src/areas/accounts/policy';
import { createTestApp, csrfHeaders, TEST_ADMIN, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(200);
});
afterAll(async () => t.close());

/**
 * Twenty logins one after another cost twenty scrypt hashes at OWASP's parameters: seconds on a
 * busy machine, so these tests get more than jest's default time (no assertion is about time).
 */
const MANY_HASHES_MS = 600_000;

let address = 0;
/** Each call from another client address unless one is given: the attacker's botnet. */
async function login(email: string, password: string, options: { cookie?: string; remoteAddress?: string } = {}) {
  const csrf = await csrfHeaders(t.app);
  const cookie = [csrf.cookie, options.cookie].filter(Boolean).join('; ');
  const request: InjectOptions = {
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.remoteAddress ?? `10.40.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`,
    headers: { ...csrf, cookie },
    payload: { email, password },
  };
  return t.app.inject(request);
}

function deviceCookieOf(response: { headers: Record<string, unknown> }): string {
  const cookies = [response.headers['set-cookie']].flat().map(String);
  const device = cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  if (!device) throw new Error(`no device cookie in ${cookies.join(' | ')}`);
  expect(device).toMatch(/HttpOnly/);
  return device.split(';')[0] ?? '';
}

const attack = async (email: string, attempts: number, cookie?: string) => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1)
    statuses.push((await login(email, `tebakan-${attempt}-salah`, { cookie })).statusCode);
  return statuses;
};

describe('an account under attack from many addresses', () => {
  const owner = DEMO_ACCOUNTS.guru;
  let ownersBrowser = '';

  beforeAll(async () => {
    const first = await login(owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    ownersBrowser = deviceCookieOf(first);
  });

  it(
    'slows the attacker down after the account limit, with Retry-After',
    async () => {
      const statuses = await attack(owner.email, 50);
      // the owner's own successful login from an unknown browser gave its attempt back: only failures count
      expect(statuses.slice(0, LOGIN_PER_EMAIL.max)).toEqual(Array(LOGIN_PER_EMAIL.max).fill(401));
      expect(statuses.slice(LOGIN_PER_EMAIL.max)).toEqual(Array(50 - LOGIN_PER_EMAIL.max).fill(429));
      const throttled = await login(owner.email, 'tebakan-lagi');
      expect(throttled.statusCode).toBe(429);
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    },
    MANY_HASHES_MS,
  );

  it("lets the owner's known browser in at once with the right password", async () => {
    const known = await login(owner.email, owner.password, { cookie: ownersBrowser });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ data: { email: owner.email } });
  });

  it('keeps an unknown browser throttled, even with the right password', async () => {
    expect((await login(owner.email, owner.password)).statusCode).toBe(429);
  });

  it("trusts no forged cookie and no other account's cookie", async () => {
    const [name, value = ''] = ownersBrowser.split('=');
    const [email = '', nonce = '', signature = ''] = value.split('.');
    const forged = `${name}=${email}.${nonce}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await login(owner.email, owner.password, { cookie: forged })).statusCode).toBe(429);
    const student = await login(DEMO_ACCOUNTS.siswa.email, DEMO_ACCOUNTS.siswa.password);
    expect(student.statusCode).toBe(200);
    expect((await login(owner.email, owner.password, { cookie: deviceCookieOf(student) })).statusCode).toBe(429);
  });

  it(
    'stops trusting a known cookie that keeps failing (a stolen one) after its own limit',
    async () => {
      const stolen = deviceCookieOf(await login(TEST_ADMIN.email, TEST_ADMIN.password));
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LOGIN_PER_DEVICE.max + LOGIN_PER_EMAIL.max; attempt += 1)
        statuses.push((await login(TEST_ADMIN.email, `salah-${attempt}`, { cookie: stolen })).statusCode);
      // the cookie's own failures, then the account's for unknown browsers (the login that issued it counted none)
      expect(statuses.slice(0, -1)).toEqual(Array(LOGIN_PER_DEVICE.max + LOGIN_PER_EMAIL.max).fill(401));
      expect(statuses.at(-1)).toBe(429);
    },
    MANY_HASHES_MS,
  );
});

describe('only failed attempts count against an account', () => {
  const owner = DEMO_ACCOUNTS.siswa;

  it(
    'lets the owner log in from new browsers more often than the failure limit',
    async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= LOGIN_PER_EMAIL.max + 1; attempt += 1)
        statuses.push((await login(owner.email, owner.password)).statusCode);
      expect(statuses).toEqual(Array(LOGIN_PER_EMAIL.max + 2).fill(200));
    },
    MANY_HASHES_MS,
  );

  it(
    'lets no more than the limit of parallel wrong guesses be checked',
    async () => {
      const guesses = LOGIN_PER_EMAIL.max + 6;
      const answers = await Promise.all(
        Array.from({ length: guesses }, (_, attempt) => login(owner.email, `serentak-${attempt}`)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      // a guess the busy hashing slots refused (503) was never checked and gives its place back
      const checked = statuses.filter((status) => status === 401).length;
      expect(checked).toBeLessThanOrEqual(LOGIN_PER_EMAIL.max);
      expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
      // every checked guess kept its place and nothing else did: exactly the rest of the limit is left
      const after = await attack(owner.email, LOGIN_PER_EMAIL.max - checked + 1);
      expect(after).toEqual([...Array(LOGIN_PER_EMAIL.max - checked).fill(401), 429]);
    },
    MANY_HASHES_MS,
  );
});

describe('a password spray from one address', () => {
  it(
    `is stopped after ${loginIpLimit.max} attempts, over 40 accounts`,
    async () => {
      const statuses: number[] = [];
      for (let account = 0; account < 40; account += 1) {
        statuses.push(
          (await login(`korban${account}@contoh.id`, 'Rahasia123!', { remoteAddress: '10.42.0.1' })).statusCode,
        );
      }
      expect(statuses.slice(0, loginIpLimit.max)).toEqual(Array(loginIpLimit.max).fill(401));
      expect(statuses.slice(loginIpLimit.max)).toEqual(Array(40 - loginIpLimit.max).fill(429));
    },
    MANY_HASHES_MS,
  );
});
