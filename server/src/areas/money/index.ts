// The money area's public surface: what other areas may use. Its data/ stays private.
export { appendMove, commissionRowsOf, payoutsOf, pendingOfOrder } from './data/ledgerQueries';
export { appendCommission } from './data/commissionWrites';
export { earnHonor } from './honorService';
export { adminPayouts, markPayoutPaid, payoutOf, requestPayout } from './payoutService';
// An account's own code is also its payee in the ledger (honor, commission, payouts): money makes it.
export { ensureAccountCode } from './data/accountCodeQueries';
// The payout request route both payout pages declare (money's and the referral page's).
export { routePayoutRequest } from './routes/payoutRequestRoute';
export { ANY_ACCOUNT } from './policy';
export { anonymiseReferralOwnerOf } from './data/referralOwnerErasure';
