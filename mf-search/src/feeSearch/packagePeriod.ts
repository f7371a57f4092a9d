/**
 * The Pro packages (package ids 8 to 11) count their meetings over six months and are paid
 * in instalments; every other package counts meetings per month.
 */
const SIX_MONTH_PACKAGE_IDS: ReadonlySet<number> = new Set([8, 9, 10, 11]);

export function meetingsText(paketId: number, meetings: number): string {
  return SIX_MONTH_PACKAGE_IDS.has(paketId) ? `${meetings} pertemuan / 6 bulan` : `${meetings} pertemuan / bulan`;
}
