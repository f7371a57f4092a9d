import type { Role } from '@tutor/contract';

/** The order's student writes reviews; admins hide them and pick testimonials. */
export const STUDENT_ONLY: readonly Role[] = ['siswa'];
export { ADMIN_ONLY } from '../../lib/roles';
export const ADMIN_REVIEWS_PER_PAGE = 20;
/** A review is at most 1,000 characters; a hide reason 500. */
export const REVIEW_BODY_LIMIT = 8 * 1024;
/** Per client IP. */
export const reviewRateLimit = { max: 30, timeWindow: '1 minute' } as const;
