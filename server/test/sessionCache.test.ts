/**
 * The session cache's own rules (issue 50): an entry lives at most its lifetime on the injected
 * monotonic clock, never past the session's expiry, and a forget (by session, by account, or all)
 * drops it at once and reaches the listeners (the Redis bus) unless it came from the bus.
 */
import type { SessionUser } from '../src/plugins/session';
import { SessionCache, type SessionForget } from '../src/plugins/sessionCache';

const student: SessionUser = {
  id: 7,
  nama: 'Sari Wulandari',
  email: 'sari@contoh.id',
  role: 'siswa',
  status: 'aktif',
  kode_referral: null,
  teacher_id: null,
  mfa_aktif: false,
};
const LATER = '2030-01-01T00:00:00.000Z';
const NOW = '2026-11-28T10:00:00.000Z';

function cacheAt(start = 0) {
  let time = start;
  const cache = new SessionCache(1000, () => time);
  return { cache, advance: (ms: number) => void (time += ms) };
}

it('serves an entry for its lifetime and not a millisecond after', () => {
  const { cache, advance } = cacheAt();
  cache.remember('a', student, LATER);
  advance(999);
  expect(cache.get('a', NOW)).toBe(student);
  advance(1);
  expect(cache.get('a', NOW)).toBeUndefined();
  expect(cache.size).toBe(0);
});

it('never serves a session past its own expiry', () => {
  const { cache } = cacheAt();
  cache.remember('a', student, '2026-11-28T10:00:00.500Z');
  expect(cache.get('a', NOW)).toBe(student);
  expect(cache.get('a', '2026-11-28T10:00:00.500Z')).toBeUndefined();
});

it('forgets one session, every session of an account, or all, and tells the listeners', () => {
  const { cache } = cacheAt();
  const heard: SessionForget[] = [];
  const stop = cache.onForget((forget) => heard.push(forget));
  cache.remember('a', student, LATER);
  cache.remember('b', student, LATER);
  cache.remember('c', { ...student, id: 8 }, LATER);

  cache.forget({ tokenHash: 'a' });
  expect([cache.get('a', NOW), cache.get('b', NOW)?.id]).toEqual([undefined, 7]);
  cache.forget({ userId: 7 });
  expect([cache.get('b', NOW), cache.get('c', NOW)?.id]).toEqual([undefined, 8]);
  // a forget that came from another process is not sent back to the bus
  cache.forget({ all: true }, { broadcast: false });
  expect(cache.size).toBe(0);
  expect(heard).toEqual([{ tokenHash: 'a' }, { userId: 7 }]);

  stop();
  cache.forget({ userId: 8 });
  expect(heard).toHaveLength(2);
});

it('remembers nothing with a lifetime of 0 (SESSION_CACHE_MS=0)', () => {
  const cache = new SessionCache(0, () => 0);
  cache.remember('a', student, LATER);
  expect(cache.get('a', NOW)).toBeUndefined();
});
