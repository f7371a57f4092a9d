/**
 * The teaching week (Monday first, the Indonesian week) on calendar dates in Jakarta. Pages get
 * "now" from their clock and ask these for today and the week around it.
 */
import { dateTimeFormat } from './intlFormats';
import { addDaysIso, WEEKDAYS, weekdayOf } from './schedule';

/**
 * The calendar date in Jakarta (YYYY-MM-DD) at an instant: lessons are booked in WIB wherever the
 * browser or the server is. The one place "today in Jakarta" is computed.
 */
export function jakartaDateOf(instant: number | Date): string {
  // 'en-CA' writes a date as YYYY-MM-DD
  return dateTimeFormat(
    { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' },
    'en-CA',
  ).format(instant);
}

/** The Monday of the week a date falls in. */
export function weekStartOf(isoDate: string): string {
  return addDaysIso(isoDate, -WEEKDAYS.indexOf(weekdayOf(isoDate)));
}

/** The seven dates of the week starting on `monday`. */
export function weekDates(monday: string): string[] {
  return WEEKDAYS.map((_day, index) => addDaysIso(monday, index));
}
