/**
 * Money rules (DESIGN §5), in integer Rupiah. The same rules live in shared/api/src/pricing.ts for
 * the front end; the server keeps its own copy because it may import only types from @tutor/api.
 */

export const PUBLIC_DISCOUNT = 0.25;
export const REFERRAL_STUDENT_DISCOUNT = 0.05;
export const REFERRAL_FIRST_COMMISSION = 0.1;
export const REFERRAL_LATER_COMMISSION = 0.05;
export const REGISTRATION_FEE = 50_000;
/** Super, Intensif, Super Intensif, Super Pro (SPEC §1). */
export const REFERRAL_ELIGIBLE_PACKAGE_IDS: readonly number[] = [2, 3, 4, 7];

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

/** SPEC sample: 2.394.000 → 5% (119.700) → 2.274.300 → commission 10% = 227.430. */
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
