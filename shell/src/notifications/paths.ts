/** The page of all of an account's notifications, owned by the shell (no remote claims it). */
export const NOTIFICATIONS_PATH = '/notifikasi';
