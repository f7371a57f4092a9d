export { DiscountClaimBox, discountClaimUrl, DISCOUNT_NUMBER_MIN_LENGTH, DISCOUNT_NUMBER_TOO_SHORT } from './DiscountClaimBox';
export type { DiscountClaimBoxProps } from './DiscountClaimBox';
