/**
 * Access policy of the promotions area: every route is public, so the writes and the code look-up
 * are limited per client IP (guessing codes or filling tables in bulk costs the attacker time).
 */
export const claimRateLimit = { max: 10, timeWindow: '1 minute' } as const;
export const subscribeRateLimit = { max: 10, timeWindow: '1 minute' } as const;
/** Referral codes are short: without a limit they could be guessed in bulk (issue 15). */
export const referralCheckRateLimit = { max: 20, timeWindow: '1 minute' } as const;
/** The public codes are few and change daily; a page load asks once. */
export const activeDiscountsRateLimit = { max: 60, timeWindow: '1 minute' } as const;

/**
 * The referral ledger: any account reads its own code and commissions and asks for payout; only an
 * admin lists payout requests and marks them paid.
 */
export const payoutRequestRateLimit = { max: 10, timeWindow: '1 minute' } as const;
export const PAYOUT_BODY_LIMIT = 2 * 1024;
