// The orders area's public surface: what other areas may use. Its data/ stays private.
export { holidaysBetween } from './data/draftQueries';
export { orderRowByKode, paidTotal, placeNames } from './data/orderReads';
export { appendHistory, moveOrder } from './data/orderWrites';
export { visibleOrder } from './orderService';
export { orderDetail } from './orderView';
export { actorLabel, canSeeOrder } from './policy';
export { previewRenewal, renewOrder } from './renewalService';
