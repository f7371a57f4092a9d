/** Money rules. Amounts are integer Rupiah. */
import type { FeePackage } from '@tutor/contract';

export const PUBLIC_DISCOUNT = 0.25;
export const REFERRAL_STUDENT_DISCOUNT = 0.05;
export const REFERRAL_FIRST_COMMISSION = 0.1;
export const REFERRAL_LATER_COMMISSION = 0.05;
/** New-student registration fee, once, on the first order. */
export const REGISTRATION_FEE = 50_000;
/** Super, Intensif, Super Intensif, Super Pro. */
export const REFERRAL_ELIGIBLE_PACKAGE_IDS: readonly number[] = [2, 3, 4, 7];
/** Factors are stored per mille; this one changes nothing. */
export const NEUTRAL_FACTOR = 1000;

/** The 25% public discount, rounded to Rp 100. */
export function discountedPrice(normalPrice: number): number {
  return Math.round((normalPrice * (1 - PUBLIC_DISCOUNT)) / 100) * 100;
}

export interface ReferralBreakdown {
  price: number;
  studentDiscount: number;
  priceAfterDiscount: number;
  commission: number;
}

/** The product's sample: 2.394.000 → 5% (119.700) → 2.274.300 → commission 10% = 227.430. */
export function referralBreakdown(price: number): ReferralBreakdown {
  const studentDiscount = Math.round(price * REFERRAL_STUDENT_DISCOUNT);
  const priceAfterDiscount = price - studentDiscount;
  const commission = Math.round(priceAfterDiscount * REFERRAL_FIRST_COMMISSION);
  return { price, studentDiscount, priceAfterDiscount, commission };
}

/** Commission on a later package of a referred student (5%). */
export function laterCommission(price: number): number {
  return Math.round(price * REFERRAL_LATER_COMMISSION);
}

export function isReferralEligible(packageId: number): boolean {
  return REFERRAL_ELIGIBLE_PACKAGE_IDS.includes(packageId);
}

/** N equal instalments; the remainder goes on the first. */
export function splitInstalments(total: number, count: number): number[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? base + remainder : base));
}

/** Everything the fee formula multiplies, factors in per mille. */
export interface FeeFactors {
  ratePerMeeting: number;
  curriculumPermille: number;
  /** offline only; pass NEUTRAL_FACTOR for online */
  regionPermille: number;
  groupPermille: number;
}

/** rate x curriculum x region x group, rounded to Rp 1.000 per meeting (integer maths: no float drift). */
export function pricePerMeeting(factors: FeeFactors): number {
  const exact =
    (factors.ratePerMeeting * factors.curriculumPermille * factors.regionPermille * factors.groupPermille) /
    1_000_000_000;
  return Math.round(exact / 1000) * 1000;
}

/** A packages row as the fee answers read it. */
export interface PackageInfo {
  id: number;
  nama: string;
  jumlah: number;
  /** instalments (1 = paid in full) */
  count_payments: number;
  /** the months the meetings count over */
  period_months: number;
  color: string;
}

/** harga_normal = per meeting x meetings; harga_diskon = 75% of it, rounded to Rp 100. */
export function feePackage(pkg: PackageInfo, perMeeting: number): FeePackage {
  const hargaNormal = perMeeting * pkg.jumlah;
  return {
    paket_id: pkg.id,
    paket_name: pkg.nama,
    jumlah_pertemuan: pkg.jumlah,
    periode_bulan: pkg.period_months,
    jumlah_cicilan: pkg.count_payments,
    harga_normal: hargaNormal,
    harga_diskon: discountedPrice(hargaNormal),
    color: pkg.color,
  };
}
