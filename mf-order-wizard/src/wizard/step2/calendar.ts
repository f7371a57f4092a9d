/** Month arithmetic for the schedule calendar, on ISO dates (YYYY-MM-DD), free of time zones. */
import { dateTimeFormat } from '@tutor/rules';

/** "2026-11-21" → "2026-11" */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** "2026-11" → "November 2026" */
export function monthTitle(month: string): string {
  return dateTimeFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * The weeks of a month, Monday first (the Indonesian week), each day an ISO date or null for the
 * cells before the 1st and after the last day.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`);
  const leading = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= days; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}
