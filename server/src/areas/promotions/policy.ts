/**
 * Access policy of the promotions area: every route is public, so the writes and the code look-up
 * are limited per client IP (guessing codes or filling tables in bulk costs the attacker time).
 */
export const claimRateLimit = { max: 10, timeWindow: '1 minute' } as const;
export const subscribeRateLimit = { max: 10, timeWindow: '1 minute' } as const;
