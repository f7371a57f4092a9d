// The payments area's public surface: what other areas may use. Its data/ stays private.
export { cancelledOrderRefunds } from './cancelRefunds';
export { countWaitingCharges } from './data/chargeQueries';
export { chargeRecheckIntervalFrom, midtransConfigFrom, type MidtransConfig } from './midtransConfig';
export { midtransClient, signatureOf } from './midtransClient';
export { refundOrderCharges, retryRefunds, type RefundSummary } from './refundService';
export { paymentRouteHandlersWith } from './routes/paymentRoutes';
