import type { FeePackage } from '@tutor/contract';
import type { FaqEntry } from './faq';

/** The FAQ entry on payment and instalments; its packages come from the packages table. */
export const PAYMENT_FAQ_ID = 'pembayaran';

/** While the packages are not known (loading, or their answer failed): no package named. */
export const PAYMENT_ANSWER_WITHOUT_PACKAGES =
  'Biaya setiap paket dibayar penuh di awal, kecuali paket bertanda "Bisa dicicil" di Pilihan Paket Les: cicilannya bernominal sama.';

const COUNT_WORDS = ['nol', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
const timesText = (count: number) => `${COUNT_WORDS[count] ?? String(count)} kali`;

/** "A", "A dan B", "A, B dan C". */
function namesText(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} dan ${names.at(-1)}` : (names[0] ?? '');
}

/**
 * The payment answer for the packages the server answers: which can be paid in instalments and in
 * how many, grouped by the count ("Intensif Pro dua kali; Super Intensif Pro dan Ekslusif Pro tiga kali").
 */
export function paymentAnswer(packages: readonly FeePackage[] | undefined): string {
  if (!packages || packages.length === 0) return PAYMENT_ANSWER_WITHOUT_PACKAGES;
  const byCount = new Map<number, string[]>();
  for (const item of packages) {
    if (item.jumlah_cicilan > 1)
      byCount.set(item.jumlah_cicilan, [...(byCount.get(item.jumlah_cicilan) ?? []), item.paket_name]);
  }
  if (byCount.size === 0) return 'Biaya setiap paket dibayar penuh di awal.';
  const groups = [...byCount.entries()]
    .sort(([a], [b]) => a - b)
    .map(([count, names]) => `${namesText(names)} ${timesText(count)}`);
  return `Biaya setiap paket dibayar penuh di awal, kecuali paket yang bisa dicicil dengan nominal yang sama: ${groups.join('; ')}.`;
}

/** The FAQ with the payment answer written for these packages. */
export function withPaymentAnswer(entries: readonly FaqEntry[], packages: readonly FeePackage[] | undefined) {
  return entries.map((entry) => (entry.id === PAYMENT_FAQ_ID ? { ...entry, answer: paymentAnswer(packages) } : entry));
}
