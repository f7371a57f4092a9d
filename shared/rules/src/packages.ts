/**
 * How the site writes a package's facts. The facts themselves (meetings, the months they count
 * over, instalments) are the packages table's, sent with every fee answer (FeePackage): no app
 * keeps a copy of the table.
 */

/** The period after "N pertemuan /": "bulan" for one month, "6 bulan" for six. */
export function packagePeriodText(months: number): string {
  return months === 1 ? 'bulan' : `${months} bulan`;
}

/** "72 pertemuan / 6 bulan". */
export function packageMeetingsText(meetings: number, months: number): string {
  return `${meetings} pertemuan / ${packagePeriodText(months)}`;
}

/** Whether a package can be paid in instalments, and in how many. */
export function packagePaymentText(instalments: number): string {
  return instalments > 1 ? `Bisa dicicil ${instalments}x` : 'Dibayar penuh di awal';
}
