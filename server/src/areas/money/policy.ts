/**
 * Access policy of the money area: any account reads its own ledger and asks for payout of what is
 * claimable; the payout desk (marking paid) is the admin's, on the referral routes.
 */
export const ANY_ACCOUNT = ['siswa', 'guru', 'admin'] as const;
export const moneyPayoutRateLimit = { max: 10, timeWindow: '1 minute' } as const;
export const MONEY_PAYOUT_BODY_LIMIT = 2 * 1024;
