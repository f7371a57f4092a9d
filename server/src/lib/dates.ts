const JAKARTA = 'Asia/Jakarta';

/** Today's date in WIB as YYYY-MM-DD (en-CA formats dates as ISO). */
export function todayWib(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: JAKARTA, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function nowIso(now: Date = new Date()): string {
  return now.toISOString();
}
