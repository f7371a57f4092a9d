// The orders area's public surface: what other areas may use. Its data/ stays private.
export { holidaysBetween } from './data/draftQueries';
export {
  orderHistory,
  orderNames,
  orderRowById,
  orderRowByKode,
  orderSchedule,
  orderSubjects,
  paidTotal,
  pendingCommission,
  placeNames,
  renewalLinks,
} from './data/orderReads';
export { appendCommission, appendHistory, moveOrder, setTeacherChangeReason, touchOrder } from './data/orderWrites';
export { closeRenewalOffer } from './data/offerWrites';
export { subjectsOfOrders } from './data/subjectQueries';
export { createOrder, visibleOrder, type OrderOutcome } from './orderService';
export { actorLabel, canSeeOrder, createOrderRateLimit, DRAFT_BODY_LIMIT, ORDER_READERS, STUDENT_ONLY } from './policy';
export { previewRenewal, renewOrder } from './renewalService';
