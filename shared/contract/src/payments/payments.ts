/**
 * Online payment through Midtrans' Core API: a charge is one attempt to pay what is due now on an
 * order (the first instalment, or the next one) by one method; Midtrans tells us when it is paid.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer } from '../common';
import { OrderCodeParams } from '../orders/orders';
import { ERROR_RESPONSES, route } from '../route';

export const ChargeMethod = Type.Union([
  Type.Literal('qris'),
  Type.Literal('bca_va'),
  Type.Literal('bni_va'),
  Type.Literal('bri_va'),
  Type.Literal('permata_va'),
  Type.Literal('mandiri_bill'),
  Type.Literal('gopay'),
]);
export type ChargeMethod = Static<typeof ChargeMethod>;

export const ChargeStatus = Type.Union([
  Type.Literal('menunggu'),
  Type.Literal('lunas'),
  Type.Literal('kedaluwarsa'),
  Type.Literal('batal'),
]);
export type ChargeStatus = Static<typeof ChargeStatus>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()]);
const Instant = Type.String({ description: 'ISO 8601 instant' });

export const Charge = Answer({
  /** our unique charge id: Midtrans' order_id */
  id: Type.String(),
  metode: ChargeMethod,
  jumlah: Type.Integer({ minimum: 1 }),
  /** which instalment it pays (1..N) */
  cicilan_ke: Type.Integer({ minimum: 1 }),
  status: ChargeStatus,
  kedaluwarsa: Instant,
  dibuat: Instant,
  /** when it was paid, expired or cancelled; null while it waits */
  selesai: Nullable(Instant),
  va_number: Nullable(Type.String()),
  bill_key: Nullable(Type.String()),
  biller_code: Nullable(Type.String()),
  qr_string: Nullable(Type.String()),
  deeplink: Nullable(Type.String()),
  /** a paid charge of a cancelled order: how its money goes back (null: not refunded) */
  pengembalian: Type.Union([Type.Literal('online'), Type.Literal('manual'), Type.Null()]),
});
export type Charge = Static<typeof Charge>;
export const ChargeAnswer = Answer({ data: Charge });
export type ChargeAnswer = Static<typeof ChargeAnswer>;
export const ChargeList = Answer({ data: Type.Array(Charge) });
export type ChargeList = Static<typeof ChargeList>;

export const StartChargeBody = Type.Object({ metode: ChargeMethod }, { additionalProperties: false });
export type StartChargeBody = Static<typeof StartChargeBody>;

/** Midtrans' HTTP notification: the fields we read; it sends more, which we keep as they come. */
export const MidtransNotification = Type.Object(
  {
    order_id: Type.String({ minLength: 1, maxLength: 64 }),
    status_code: Type.String({ maxLength: 8 }),
    gross_amount: Type.String({ maxLength: 32 }),
    signature_key: Type.String({ maxLength: 256 }),
    transaction_status: Type.Optional(Type.String({ maxLength: 32 })),
    fraud_status: Type.Optional(Type.String({ maxLength: 32 })),
  },
  { additionalProperties: true },
);
export type MidtransNotification = Static<typeof MidtransNotification>;
export const NotificationReceived = Answer({ message: Type.String() });

const tags = ['payments'] as const;
export const paymentRoutes = {
  startCharge: route({
    method: 'POST',
    url: '/api/pesanan/:kode/pembayaran-online',
    schema: {
      summary:
        'Starts paying what is due now by one method (owner, order waiting for a payment); the same method while one waits answers that charge (200); 503 without Midtrans',
      tags,
      params: OrderCodeParams,
      body: StartChargeBody,
      response: { 200: ChargeAnswer, 201: ChargeAnswer, ...ERROR_RESPONSES },
    },
  }),
  charges: route({
    method: 'GET',
    url: '/api/pesanan/:kode/pembayaran-online',
    schema: {
      summary: "The order's online charges, newest first (owner, admin); 503 without Midtrans",
      tags,
      params: OrderCodeParams,
      response: { 200: ChargeList, ...ERROR_RESPONSES },
    },
  }),
  notification: route({
    method: 'POST',
    url: '/api/pembayaran/midtrans/notifikasi',
    schema: {
      summary:
        "Midtrans' notification: verified by signature_key, then confirmed by its status API (no session, no CSRF)",
      tags,
      body: MidtransNotification,
      response: { 200: NotificationReceived, ...ERROR_RESPONSES },
    },
  }),
};
