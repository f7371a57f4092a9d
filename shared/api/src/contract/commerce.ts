/** Discounts, the discount claim and referral codes. */

export interface Discount {
  kode: string;
  /** YYYY-MM-DD */
  tgl_expired: string;
  keterangan: string;
}

export interface DiscountList {
  data: Discount[];
}

export interface ReferralCheck {
  status: 'success' | 'error';
  message: string;
}

export interface DiscountClaim {
  number_whatsapp: string;
  kode: string;
  keterangan: string;
  /** YYYY-MM-DD */
  tgl_expired: string;
}

export interface DiscountClaimAnswer {
  message: string;
  data: DiscountClaim;
}
