/** Who may call the onboarding routes, and how much a write may carry. */
export const TEACHER_ONLY = ['guru'] as const;
export { ADMIN_ONLY } from '../../lib/roles';
/** 2 MB of PDF as base64 plus the JSON around it */
export const DOCUMENT_BODY_LIMIT = 3 * 1024 * 1024;
export const TRANSITION_BODY_LIMIT = 4 * 1024;
export const documentRateLimit = { max: 20, timeWindow: '10 minutes' } as const;
export const transitionRateLimit = { max: 120, timeWindow: '1 minute' } as const;
