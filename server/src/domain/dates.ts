const JAKARTA = 'Asia/Jakarta';

/** Today's date in WIB as YYYY-MM-DD (en-CA formats dates as ISO). */
export function todayWib(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: JAKARTA, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** YYYY-MM-DD plus n days (calendar arithmetic in UTC, so no DST or zone drift). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
