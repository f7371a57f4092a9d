export { DiscountClaimBox, discountClaimUrl } from './DiscountClaimBox';
