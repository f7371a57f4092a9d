import type { Role } from '@tutor/contract';
import type { SessionUser } from '../../plugins/session';

/**
 * Access policy of the lessons: the student who ordered confirms or disputes, the teacher who holds
 * a meeting reports it, an admin decides disputes. Someone else's meeting or order is 404.
 */
export const MEETING_READERS: readonly Role[] = ['siswa', 'guru', 'admin'];
export const STUDENT_ONLY: readonly Role[] = ['siswa'];
export const TEACHER_ONLY: readonly Role[] = ['guru'];
export { ADMIN_ONLY } from '../../lib/roles';
/** A reschedule is between the order's student and the meeting's teacher; an admin takes no part. */
export const RESCHEDULE_SIDES: readonly Role[] = ['siswa', 'guru'];
/** Students and teachers have a calendar of their meetings; an admin holds none. */
export const CALENDAR_USERS: readonly Role[] = ['siswa', 'guru'];

/** Whether this account may see and act on a meeting (its order's student, its teacher, an admin). */
export function canSeeMeeting(user: SessionUser, meeting: { owner_id: number; teacher_user_id: number }): boolean {
  if (user.role === 'admin') return true;
  return user.role === 'guru' ? meeting.teacher_user_id === user.id : meeting.owner_id === user.id;
}

/** A report is at most 3 KB of text; a dispute or a decision much less. */
export const MEETING_BODY_LIMIT = 8 * 1024;
/** Per client IP. */
export const meetingRateLimit = { max: 60, timeWindow: '1 minute' } as const;
/** The feed is fetched by calendar apps every few minutes at most; a guessed token meets this first. */
export const calendarFeedRateLimit = { max: 60, timeWindow: '1 minute' } as const;

/** The 72-hour confirmation runs this often unless MEETING_CONFIRM_INTERVAL_MS says otherwise (0 = off). */
export const DEFAULT_CONFIRM_INTERVAL_MS = 60_000;
/** Due reports confirmed per run at most; the next run takes the rest. */
export const CONFIRM_BATCH = 200;

export function confirmIntervalFrom(env: NodeJS.ProcessEnv): number {
  const text = env.MEETING_CONFIRM_INTERVAL_MS;
  if (text === undefined || text.trim() === '') return DEFAULT_CONFIRM_INTERVAL_MS;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`MEETING_CONFIRM_INTERVAL_MS harus bilangan bulat >= 0, bukan "${text}"`);
  return value;
}
