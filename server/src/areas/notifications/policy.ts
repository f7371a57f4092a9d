import type { Role } from '@tutor/contract';

/** Every account has notifications; admins also keep the outbox. */
export const ANY_USER: readonly Role[] = ['siswa', 'guru', 'admin'];
export { ADMIN_ONLY } from '../../lib/roles';
/** The bell's list when the request names no size. */
export const DEFAULT_LIST_SIZE = 10;
/** 100 ids or 7 kinds fit well inside this. */
export const NOTIFICATION_BODY_LIMIT = 4 * 1024;
/** Per client IP: marking read and saving settings. */
export const notificationRateLimit = { max: 60, timeWindow: '1 minute' } as const;
/** A claimed e-mail is this process's for this long; if it dies meanwhile, another process sends it after. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** Tries per run of the sender. */
export const OUTBOX_BATCH = 50;

/** OUTBOX_INTERVAL_MS: how often this process sends the outbox (default 10 s; 0: never). */
export function outboxIntervalFrom(env: NodeJS.ProcessEnv): number {
  const value = Number(env.OUTBOX_INTERVAL_MS ?? 10_000);
  return Number.isFinite(value) && value >= 0 ? value : 10_000;
}
/** The admin's page lists at most this many pending messages (oldest first). */
export const PENDING_LIST_SIZE = 200;

export const OUTBOX_MESSAGES = {
  notFound: 'Pesan tidak ditemukan',
  alreadySent: 'Pesan ini sudah ditandai terkirim',
  notByHand: 'Email ini masih dikirim otomatis; tandai terkirim hanya setelah pengirimannya gagal',
} as const;
