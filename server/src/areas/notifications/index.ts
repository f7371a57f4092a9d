// The notifications area's public surface: what other areas may use. Its data/ stays private.
export {
  notifyApplication,
  notifyOnboardingStep,
  notifyPayout,
  notifyReview,
  notifyTeacherRegistered,
} from './accountNotifications';
export { notifyMeetingMoved, notifyReschedule } from './lessonNotifications';
export { notifyOrderMoved, notifyOrderPlaced } from './orderNotifications';
export { notifyAdminsOfPayment } from './paymentNotifications';
export { notifyRenewalAccepted, notifyTeacherChanged } from './moveNotifications';
export {
  channelsOf,
  MOVES,
  type CalendarEffect,
  type Channel,
  type DeclaredMove,
  type MoveName,
  type Person,
} from './moves';
