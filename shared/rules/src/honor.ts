/**
 * Teacher pay: a teacher earns, for each meeting that becomes selesai, 70% of the
 * meeting's share of the order's price without the registration fee, in whole Rupiah. The parts
 * of one order add up exactly to 70% (rounded down) of that price: the remainder goes to the
 * last meeting. A change of teacher changes nothing here: each meeting pays whoever held it.
 */

/** The teacher's share of the lesson price, in per cent. */
export const HONOR_PERCENT = 70;

/** What the order's lessons cost: its total without the one-time registration fee. */
export function lessonPrice(order: { total: number; biaya_pendaftaran: number }): number {
  return order.total - order.biaya_pendaftaran;
}

/** The teachers' honor of the whole order, whole Rupiah (integer arithmetic: no float rounding). */
export function orderHonor(price: number): number {
  return Math.floor((price * HONOR_PERCENT) / 100);
}

/** The honor of meeting `nomor` (1..count): equal parts, the remainder on the last meeting. */
export function meetingHonor(price: number, count: number, nomor: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  if (!Number.isInteger(nomor) || nomor < 1 || nomor > count) throw new RangeError('nomor must be 1..count');
  const total = orderHonor(price);
  const part = Math.floor(total / count);
  return nomor === count ? total - part * (count - 1) : part;
}

/** Every meeting's honor, in order: they add up to orderHonor(price). */
export function honorParts(price: number, count: number): number[] {
  return Array.from({ length: count }, (_, index) => meetingHonor(price, count, index + 1));
}
