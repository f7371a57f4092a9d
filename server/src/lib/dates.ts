/** The instant as stored; the caller brings it from the context's clock (tests move it). */
export function nowIso(now: Date): string {
  return now.toISOString();
}

/** A YYYY-MM-DD that names a real calendar day (the pattern alone lets 2026-02-30 through). */
export function isRealIsoDate(text: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** "2026-11-21" → "2611": the year and month of a WIB date, as order codes carry them. */
export function yearMonthCode(isoDate: string): string {
  return `${isoDate.slice(2, 4)}${isoDate.slice(5, 7)}`;
}
