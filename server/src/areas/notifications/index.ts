// The notifications area's public surface: what other areas may use. Its data/ stays private.
export { notifyPayout, notifyReview } from './reviewPayoutNotifications';
export { notifyMeetingMoved, notifyReschedule } from './meetingMoveNotices';
export { notifyApplication, notifyOrderMoved, notifyOrderPlaced } from './orderMoveNotices';
export { notifyOnboardingStep, notifyTeacherRegistered } from './onboardingMoveNotices';
export { notifyRenewalAccepted, notifyRenewalClosed, notifyTeacherChanged } from './moveNotifications';
// the outbox is the notifications area's: a password reset queues its mail here and sends it at once
export { queueLeasedMessage, queueWhatsApp } from './data/notificationWrites';
export { markMailSent } from './data/outboxClaims';
export { notifyAdminsOfPayment } from './paymentNotifications';
export {
  channelsOf,
  MOVES,
  type CalendarEffect,
  type Channel,
  type DeclaredMove,
  type DeskEffect,
  type MoveName,
  type Person,
} from './moves';
export { eraseNotificationsOf, eraseQueuedMessagesTo } from './data/notificationErasure';
