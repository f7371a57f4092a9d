/**
 * Access policy of the accounts area. Every route is reachable by anyone (the session decides
 * what it answers), so the guessable ones are rate limited: per client IP by @fastify/rate-limit,
 * and per e-mail address by the service (an attacker rotating IPs still meets the e-mail limit).
 */
function wholeFromEnv(text: string | undefined, fallback: number): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const loginIpLimit = { max: 20, timeWindow: '1 minute' } as const;
/**
 * Registrations per client address. REGISTER_PER_ADDRESS overrides the 10 for a site whose users
 * arrive from one address (a school's NAT, a proxy without TRUST_PROXY, the end-to-end suite,
 * which registers all its people from 127.0.0.1).
 */
export const registerIpLimit = {
  max: wholeFromEnv(process.env.REGISTER_PER_ADDRESS, 10),
  timeWindow: '10 minutes',
} as const;
export const resetIpLimit = { max: 10, timeWindow: '10 minutes' } as const;

/**
 * Failed login attempts per e-mail address from browsers where its owner has not logged in (no
 * valid device cookie, `deviceCookies.ts`), in the window; past it those browsers wait for the
 * window's end. A successful login gives its reserved attempt back (`loginThrottle.ts`). A browser with the account's device cookie is counted apart, per cookie, so attempts from
 * elsewhere never lock the owner out.
 */
export const LOGIN_PER_EMAIL = { max: 10, windowMs: 15 * 60 * 1000 } as const;
export const LOGIN_PER_DEVICE = { max: 10, windowMs: 15 * 60 * 1000 } as const;
/**
 * Failed logins from unknown browsers per client address, whatever the account: a password spray
 * over many accounts from one address stops here however slowly it goes (`loginIpLimit` only
 * bounds the rate). Only failures count, so many people logging in behind one school's NAT do not.
 */
export const LOGIN_FAILURES_PER_ADDRESS = { max: 20, windowMs: 15 * 60 * 1000 } as const;
export const RESET_PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 } as const;

export const TOO_MANY_LOGINS = 'Terlalu banyak percobaan masuk untuk email ini, silakan coba lagi dalam 15 menit';
export const TOO_MANY_LOGINS_FROM_ADDRESS =
  'Terlalu banyak percobaan masuk yang gagal dari jaringan Anda, silakan coba lagi dalam 15 menit';
export const TOO_MANY_RESETS = 'Terlalu banyak permintaan atur ulang kata sandi, silakan coba lagi nanti';
