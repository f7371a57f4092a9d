import type { Role } from '@tutor/contract';

/** Every account has notifications; admins also keep the outbox. */
export const ANY_USER: readonly Role[] = ['siswa', 'guru', 'admin'];
export const ADMIN_ONLY: readonly Role[] = ['admin'];
/** The bell's list when the request names no size. */
export const DEFAULT_LIST_SIZE = 10;
/** 100 ids or 7 kinds fit well inside this. */
export const NOTIFICATION_BODY_LIMIT = 4 * 1024;
/** Per client IP: marking read and saving settings. */
export const notificationRateLimit = { max: 60, timeWindow: '1 minute' } as const;
