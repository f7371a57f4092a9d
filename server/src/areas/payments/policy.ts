import type { Role } from '@tutor/contract';

/**
 * Access policy of online payment: the owning student starts a charge; the owner and the admins
 * read the charges; Midtrans' notification carries no session (its signature is its proof).
 */
export const STUDENT_ONLY: readonly Role[] = ['siswa'];
export const STUDENT_OR_ADMIN: readonly Role[] = ['siswa', 'admin'];
export const CHARGE_BODY_LIMIT = 1024;
/** Midtrans' notification JSON is a few hundred bytes; a generous bound. */
export const NOTIFICATION_BODY_LIMIT = 16 * 1024;
/** Per client IP: a charge calls Midtrans, so a student pressing on and on is slowed. */
export const chargeRateLimit = { max: 20, timeWindow: '1 minute' } as const;
