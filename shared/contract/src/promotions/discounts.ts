/** Discounts, the discount claim, referral codes and the newsletter. */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, ApiMessage, IsoDate, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const Discount = Answer({ kode: Type.String(), tgl_expired: IsoDate, keterangan: Type.String() });
export type Discount = Static<typeof Discount>;

export const DiscountList = Answer({ data: Type.Array(Discount) });
export type DiscountList = Static<typeof DiscountList>;

export const ReferralCheck = Answer({
  status: Type.Union([Type.Literal('success'), Type.Literal('error')]),
  message: Type.String(),
});
export type ReferralCheck = Static<typeof ReferralCheck>;

/**
 * Where the discount's info goes: the admin sends it to that WhatsApp number (no code: the 25% is
 * in every order's price). `sent` is false when a message to the number was queued shortly before
 * (none again, so the claim cannot flood someone's WhatsApp).
 */
export const DiscountClaimReceipt = Answer({
  number_whatsapp: Type.String(),
  channel: Type.Literal('whatsapp'),
  sent: Type.Boolean(),
});
export type DiscountClaimReceipt = Static<typeof DiscountClaimReceipt>;

export const DiscountClaimAnswer = Answer({ message: Type.String(), data: DiscountClaimReceipt });
export type DiscountClaimAnswer = Static<typeof DiscountClaimAnswer>;

export const DiscountClaimBody = Type.Object({ number_whatsapp: Type.Optional(Type.String({ maxLength: 40 })) });
export const SubscribeBody = Type.Object({ email: Type.Optional(Type.String({ maxLength: 320 })) });
export type SubscribeBody = Static<typeof SubscribeBody>;

const tags = ['promotions'] as const;

export const promotionRoutes = {
  activeDiscounts: route({
    method: 'GET',
    url: '/api/generate/diskon-active',
    schema: {
      summary: 'Public discounts that have not expired',
      tags,
      querystring: NoQuery,
      response: { 200: DiscountList, ...ERROR_RESPONSES },
    },
  }),
  claimDiscount: route({
    method: 'POST',
    url: '/api/diskon-claim',
    schema: {
      summary:
        'Records a WhatsApp number that asks about the 25% discount (one per number); an admin sends it the info. No code: the discount is in every price',
      tags,
      body: DiscountClaimBody,
      response: { 200: DiscountClaimAnswer, 201: DiscountClaimAnswer, ...ERROR_RESPONSES },
    },
  }),
  checkReferral: route({
    method: 'GET',
    url: '/kode_referral/check',
    schema: {
      summary: 'Checks a referral code (status success or error, with the message to show)',
      tags,
      querystring: Query({ kode_referral: Type.Optional(Type.String({ maxLength: 50 })) }),
      response: { 200: ReferralCheck, ...ERROR_RESPONSES },
    },
  }),
  subscribe: route({
    method: 'POST',
    url: '/api/subscribe',
    schema: {
      summary: 'Subscribes an e-mail address to the newsletter',
      tags,
      body: SubscribeBody,
      response: { 200: ApiMessage, 201: ApiMessage, ...ERROR_RESPONSES },
    },
  }),
};
