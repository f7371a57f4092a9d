/**
 * A new date and time for a meeting that did not happen (the admin's "tidak terlaksana"): the
 * wizard's slot rules (hours 06-22 on the quarter hour) and not before today in Jakarta.
 * National holidays are the server's to check: it holds the calendar.
 */
import { FIRST_LESSON_HOUR, LAST_LESSON_HOUR, LESSON_MINUTES, isLessonTime } from './limits';
import { MEETING_MESSAGES } from './meetings';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const NEW_SLOT_MESSAGES = {
  invalidTime: `Jam les antara ${String(FIRST_LESSON_HOUR).padStart(2, '0')}.00 dan ${LAST_LESSON_HOUR}.45, setiap 15 menit`,
} as const;

/** The hours a lesson may start at, "06" to "22". */
export const LESSON_HOURS: readonly string[] = Array.from(
  { length: LAST_LESSON_HOUR - FIRST_LESSON_HOUR + 1 },
  (_, index) => String(FIRST_LESSON_HOUR + index).padStart(2, '0'),
);
/** The minutes a lesson may start at, "00" to "45". */
export const LESSON_MINUTE_TEXTS: readonly string[] = LESSON_MINUTES.map((minute) => String(minute).padStart(2, '0'));

/** What is wrong with a new meeting slot, or null. `today` is the date in Jakarta (YYYY-MM-DD). */
export function newMeetingSlotProblem(tanggal: string, jam: string, today: string): string | null {
  if (!ISO_DATE.test(tanggal) || jam === '') return MEETING_MESSAGES.newSlotRequired;
  if (!isLessonTime(jam)) return NEW_SLOT_MESSAGES.invalidTime;
  if (tanggal < today) return MEETING_MESSAGES.dateInPast;
  return null;
}
