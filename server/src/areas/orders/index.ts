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
// the commission's ledger row is the money area's: kept here for the callers that import it from orders
export { appendCommission } from '../money';
export { appendHistory, moveOrder, setTeacherChangeReason, touchOrder } from './data/orderWrites';
export { closeRenewalOffer } from './data/offerWrites';
export { saveAddressIfMissing } from './data/studentProfileQueries';
export { subjectsOfOrders } from './data/subjectQueries';
export { createOrder, visibleOrder, type OrderOutcome } from './orderService';
export { requestedOrder } from './requestedOrder';
export { actorLabel, canSeeOrder, createOrderRateLimit, DRAFT_BODY_LIMIT, ORDER_READERS, STUDENT_ONLY } from './policy';
export { previewRenewal, renewOrder } from './renewalService';
export { anonymiseOrderActor, eraseStudentDataOf } from './data/studentErasure';
