/** What the header and the account menu take from the notifications feature. */
export { NotificationBell } from './NotificationBell';
export { PENDING_MESSAGES_PATH } from './paths';
