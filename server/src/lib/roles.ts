import type { Role } from '@tutor/contract';

/** The routes only an admin may call (with two-step login on: plugins/session.ts's requireRole). */
export const ADMIN_ONLY: readonly Role[] = ['admin'];
