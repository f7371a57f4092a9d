/** The page of all of an account's notifications, owned by the shell (no remote claims it). */
export { NOTIFICATIONS_PAGE_PATH as NOTIFICATIONS_PATH } from '@tutor/ui/EmailSettingsLink';
/** The admin's page of WhatsApp messages to send by hand and e-mails that failed (the shell's, under the admin's guard). */
export const PENDING_MESSAGES_PATH = '/admin/pesan-keluar';
