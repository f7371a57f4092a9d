import type { Role } from '@tutor/contract';

/**
 * Access policy of the lifecycle: admins move orders along (confirm, propose, record payments);
 * the owning student chooses a teacher; verified teachers apply. Someone else's order is 404.
 */
export { ADMIN_ONLY } from '../../lib/roles';
export const TEACHER_ONLY: readonly Role[] = ['guru'];
export const STUDENT_OR_ADMIN: readonly Role[] = ['siswa', 'admin'];

/** The board and a teacher's applications are read a page at a time (keyset); a page holds this many unless the request asks otherwise. */
export const JOB_PAGE_LIMIT = 50;
export const TRANSITION_BODY_LIMIT = 2 * 1024;
export const CANCEL_BODY_LIMIT = 1024;

/** Per client IP. */
export const applyRateLimit = { max: 30, timeWindow: '1 minute' } as const;
export const transitionRateLimit = { max: 60, timeWindow: '1 minute' } as const;
export const cancelRateLimit = { max: 20, timeWindow: '1 minute' } as const;

export const NOT_A_TEACHER_ACCOUNT = 'Profil guru tidak ditemukan';
export const PAYMENT_COMPLETE = 'Tagihan pesanan ini sudah lunas';

/** Renewal offers lapsed per run at most; the next run takes the rest. */
export const OFFER_LAPSE_BATCH = 200;
/** The renewal offers' lapse job runs this often unless RENEWAL_OFFER_INTERVAL_MS says otherwise (0 = off). */
export const DEFAULT_OFFER_INTERVAL_MS = 60_000;
export const CHANGE_BODY_LIMIT = 4 * 1024;
/** Per client IP. */
export const changeRateLimit = { max: 30, timeWindow: '1 minute' } as const;
/** Per client IP; the renewal page asks again on every package or date change, as the wizard's preview. */
export const renewalPreviewRateLimit = { max: 60, timeWindow: '1 minute' } as const;

export function offerIntervalFrom(env: NodeJS.ProcessEnv): number {
  const text = env.RENEWAL_OFFER_INTERVAL_MS;
  if (text === undefined || text.trim() === '') return DEFAULT_OFFER_INTERVAL_MS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`RENEWAL_OFFER_INTERVAL_MS harus bilangan bulat >= 0, bukan "${text}"`);
  return value;
}
