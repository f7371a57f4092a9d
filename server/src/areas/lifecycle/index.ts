// The lifecycle area's public surface: what other areas may use. Its data/ stays private.
// The lifecycle is the top of orders ← lessons ← orderViews ← lifecycle; its routes are registered
// by areas/index.ts. recordPayment reaches the payments area through that composition too, and the
// payments' refund reaches the cancel the same way.
export { type RefundCancelledOrder } from './paidCancel';
export { type PaymentRecorder, type RecordPayment } from './transitionService';
// the order's payments are the lifecycle's: the payments area's refund of a charge writes its row here
export { insertRefund } from './data/paymentRows';
