/**
 * Access policy of the privacy area: each account reaches only its own data (the session decides
 * whose), any role may download it; deleting needs the password, and its guesses are limited.
 */
export const ANY_ACCOUNT = ['siswa', 'guru', 'admin'] as const;
/** a wrong password answers 403; more than this many tries per address in the window answer 429 */
export const deleteAccountRateLimit = { max: 5, timeWindow: '15 minutes' } as const;
export const exportRateLimit = { max: 10, timeWindow: '1 minute' } as const;
export const DELETE_BODY_LIMIT = 2 * 1024;
