/**
 * Money rules shared by front end and server (DESIGN §5). Amounts are integer Rupiah.
 */

export const REFERRAL_STUDENT_DISCOUNT = 0.05;
export const REFERRAL_FIRST_COMMISSION = 0.1;
export const REFERRAL_LATER_COMMISSION = 0.05;
export const PUBLIC_DISCOUNT = 0.25;
export const REGISTRATION_FEE = 50_000;

/** Package ids a referral code is valid for: Super, Intensif, Super Intensif, Super Pro. */
export const REFERRAL_ELIGIBLE_PACKAGE_IDS: readonly number[] = [2, 3, 4, 7];

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

/** The 25% public discount, rounded to Rp 100. */
export function discountedPrice(normalPrice: number): number {
  return Math.round((normalPrice * (1 - PUBLIC_DISCOUNT)) / 100) * 100;
}

/** Splits a total into `count` equal instalments; the remainder goes on the first. */
export function splitInstalments(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, index) => (index === 0 ? base + remainder : base));
}
