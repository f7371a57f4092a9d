/**
 * A bound on password hashes at once (issue 30): beyond the running and waiting slots a request is
 * answered at once with 503 + Retry-After instead of queueing behind the others.
 */
import { DEMO_ACCOUNTS } from '../src/areas/accounts/bootstrap';
import { HashingBusy, hashSlots, passwordHashing } from '../src/lib/hashSlots';
import { createTestApp, csrfHeaders, type TestApp } from './helpers/testApp';

/** A hash that finishes when the test says so. */
function heldHash() {
  let finish: () => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = () => resolve('selesai')));
  return { hash: () => done, finish };
}

describe('hashSlots', () => {
  it('runs up to the bound, lets a few wait, and refuses the rest at once', async () => {
    const slots = hashSlots({ running: 1, waiting: 1 });
    const first = heldHash();
    const running = slots.run(first.hash);
    let secondStarted = false;
    const waiting = slots.run(async () => {
      secondStarted = true;
      return 'kedua';
    });
    await expect(slots.run(async () => 'ketiga')).rejects.toBeInstanceOf(HashingBusy);
    expect(secondStarted).toBe(false);
    first.finish();
    await expect(running).resolves.toBe('selesai');
    await expect(waiting).resolves.toBe('kedua');
    await expect(slots.run(async () => 'lagi')).resolves.toBe('lagi');
  });

  it('frees the slot when a hash fails', async () => {
    const slots = hashSlots({ running: 1, waiting: 0 });
    await expect(slots.run(async () => Promise.reject(new Error('rusak')))).rejects.toThrow('rusak');
    await expect(slots.run(async () => 'jalan')).resolves.toBe('jalan');
  });
});

describe('logins and registrations while every hashing slot is taken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(200);
  });
  afterAll(async () => t.close());

  it('answers 503 with Retry-After and a message at once, and works again when a slot is free', async () => {
    const held = Array.from({ length: passwordHashing.limits.running + passwordHashing.limits.waiting }, () =>
      heldHash(),
    );
    const holding = held.map((slot) => passwordHashing.run(slot.hash));
    const headers = await csrfHeaders(t.app);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        remoteAddress: '10.50.0.1',
        payload: { email: DEMO_ACCOUNTS.siswa.email, password: DEMO_ACCOUNTS.siswa.password },
      });
    const register = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        remoteAddress: '10.50.0.2',
        payload: {
          role: 'siswa',
          setuju_kebijakan: true,
          pendaftar: 'orang_tua',
          nama: 'Siswa Sibuk',
          email: 'sibuk@contoh.id',
          whatsapp: '6281277774444',
          password: 'rahasia-sibuk-1',
        },
      });
    for (const busy of [await login(), await register()]) {
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('1');
      expect(busy.json()).toEqual({ message: 'Server sedang sibuk, silakan coba lagi sebentar lagi' });
    }
    held.forEach((slot) => slot.finish());
    await Promise.all(holding);
    expect((await login()).statusCode).toBe(200);
  });
});
