// The promotions area's public surface: what other areas may use. Its data/ stays private.
export { referrerOfStudent } from './data/referrerQueries';
export { checkReferralCode, type UsableReferralCode } from './referralCheck';
export { releaseCommission } from './referralLedgerService';
export { eraseSignUpsOf } from './data/signUpErasure';
