import type { Role } from '@tutor/contract';
import type { SessionUser } from '../../plugins/session';

/**
 * Access policy of the orders area. Students draft, order and cancel their own orders; an admin
 * sees and cancels every order; teachers have no business here (403). An order of someone else
 * is answered as not found (404), so order codes cannot be probed for existence.
 */
export const STUDENT_ONLY: readonly Role[] = ['siswa'];
export const ORDER_READERS: readonly Role[] = ['siswa', 'admin'];

export function canSeeOrder(user: SessionUser, order: { user_id: number }): boolean {
  return user.role === 'admin' || order.user_id === user.id;
}

/** Who made a change, as the history shows it. */
export function actorLabel(user: SessionUser): string {
  const role = user.role === 'admin' ? 'Admin' : user.role === 'guru' ? 'Guru' : 'Siswa';
  return `${role}: ${user.nama}`;
}

/** A draft is at most 120 meetings of short text plus notes: 32 KB is several times that. */
export const DRAFT_BODY_LIMIT = 32 * 1024;

/** Per client IP. Drafting re-runs on every wizard step; ordering is rarer. */
export const scheduleRateLimit = { max: 60, timeWindow: '1 minute' } as const;
export const previewRateLimit = { max: 60, timeWindow: '1 minute' } as const;
export const createOrderRateLimit = { max: 20, timeWindow: '1 minute' } as const;
