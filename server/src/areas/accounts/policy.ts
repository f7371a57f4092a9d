/**
 * Access policy of the accounts area. Every route is reachable by anyone (the session decides
 * what it answers), so the guessable ones are rate limited: per client IP by @fastify/rate-limit,
 * and per e-mail address by the service (an attacker rotating IPs still meets the e-mail limit).
 */
export const loginIpLimit = { max: 20, timeWindow: '1 minute' } as const;
export const registerIpLimit = { max: 10, timeWindow: '10 minutes' } as const;
export const resetIpLimit = { max: 10, timeWindow: '10 minutes' } as const;

/** Attempts per e-mail address in the window, and the window. */
export const LOGIN_PER_EMAIL = { max: 10, windowMs: 15 * 60 * 1000 } as const;
export const RESET_PER_EMAIL = { max: 3, windowMs: 60 * 60 * 1000 } as const;

export const TOO_MANY_LOGINS = 'Terlalu banyak percobaan masuk untuk email ini, silahkan coba lagi dalam 15 menit';
export const TOO_MANY_RESETS = 'Terlalu banyak permintaan atur ulang kata sandi, silahkan coba lagi nanti';
