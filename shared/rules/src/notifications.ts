/**
 * Notifications: every transition tells the people it concerns, in the site (the bell) and, unless
 * they turned that kind off, by e-mail. The kinds are the groups a person can silence by e-mail;
 * the in-app notification always stays.
 */
import type { NotificationKind } from '@tutor/contract';

/** Shown on the e-mail settings: what each kind is about. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  pesanan: 'Status pesanan',
  lamaran: 'Lamaran dan lowongan',
  pertemuan: 'Pertemuan dan laporan',
  jadwal: 'Perubahan jadwal',
  ulasan: 'Ulasan',
  keuangan: 'Komisi dan pencairan',
  akun: 'Akun dan verifikasi',
};

export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKind[];

/** The bell's accessible name and the page's heading count: "3 notifikasi belum dibaca". */
export function unreadLabel(count: number): string {
  return count === 0 ? 'Tidak ada notifikasi belum dibaca' : `${count} notifikasi belum dibaca`;
}

/** How often an open, visible tab asks for the unread count. */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** An e-mail is tried this many times, then it is marked failed and shown to the admin. */
export const EMAIL_MAX_ATTEMPTS = 8;

/** Wait before try number `attempt + 1` after `attempt` failed tries: 1, 2, 4 ... minutes, at most 6 hours. */
export function emailRetryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);
}

/** An order waits for the admin's first contact at most this long (the site promises 1x24 hours). */
export const ADMIN_CONTACT_PROMISE_HOURS = 24;
/** An opening gets proposed teachers within this long (the site promises 2x24 hours). */
export const PROPOSAL_PROMISE_HOURS = 48;
