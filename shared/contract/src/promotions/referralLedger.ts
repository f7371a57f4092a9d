/**
 * The referral programme as money: each account's code, its commissions
 * from the ledger, payout requests and the admin marking them paid. Amounts are integer Rupiah.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, IdInteger, NoQuery, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

/**
 * Where a commission stands: `tertunda` until the order's first payment, then `dapat_diklaim`;
 * `diminta` once in a payout request, `dibayar` when the admin paid it; `dibatalkan` when the
 * order was cancelled before payment (reversed by a new ledger row, never by a change).
 */
export const CommissionState = Type.Union([
  Type.Literal('tertunda'),
  Type.Literal('dapat_diklaim'),
  Type.Literal('diminta'),
  Type.Literal('dibayar'),
  Type.Literal('dibatalkan'),
]);
export type CommissionState = Static<typeof CommissionState>;

export const Commission = Answer({
  /** the student's initials only: the referrer does not learn who ordered */
  siswa_inisial: Type.String(),
  kode_pesanan: Type.String(),
  /** 10% on the student's first order, 5% on later ones */
  persen: Type.Integer(),
  jumlah: Type.Integer(),
  status: CommissionState,
  tanggal: Type.String({ description: 'ISO 8601 timestamp of the order' }),
});
export type Commission = Static<typeof Commission>;

export const PayoutStatus = Type.Union([Type.Literal('diminta'), Type.Literal('dibayar')]);
export type PayoutStatus = Static<typeof PayoutStatus>;

export const Payout = Answer({
  id: Type.Integer(),
  jumlah: Type.Integer(),
  status: PayoutStatus,
  bank: Type.String(),
  /** all but the last four digits hidden */
  nomor_rekening: Type.String(),
  nama_pemilik: Type.String(),
  diminta_pada: Type.String(),
  dibayar_pada: Type.Union([Type.String(), Type.Null()]),
});
export type Payout = Static<typeof Payout>;

export const MyReferral = Answer({
  kode: Type.String(),
  komisi: Type.Array(Commission),
  /** sums of the ledger by state; `total` is everything earned and not reversed */
  total: Type.Integer(),
  tertunda: Type.Integer(),
  dapat_diklaim: Type.Integer(),
  diminta: Type.Integer(),
  dibayar: Type.Integer(),
  pencairan: Type.Array(Payout),
});
export type MyReferral = Static<typeof MyReferral>;
export const MyReferralAnswer = Answer({ data: MyReferral });
export type MyReferralAnswer = Static<typeof MyReferralAnswer>;

export const PayoutRequestBody = Type.Object(
  {
    bank: Type.String({ minLength: 2, maxLength: 60 }),
    nomor_rekening: Type.String({ maxLength: 30 }),
    nama_pemilik: Type.String({ minLength: 2, maxLength: 100 }),
  },
  { additionalProperties: false },
);
export type PayoutRequestBody = Static<typeof PayoutRequestBody>;
export const PayoutAnswer = Answer({ data: Payout });
export type PayoutAnswer = Static<typeof PayoutAnswer>;

export const AdminPayout = Answer({
  id: Type.Integer(),
  jumlah: Type.Integer(),
  status: PayoutStatus,
  bank: Type.String(),
  /** in full: the admin transfers to it */
  nomor_rekening: Type.String(),
  nama_pemilik: Type.String(),
  akun: Answer({ nama: Type.String(), email: Type.String(), whatsapp: Type.String() }),
  /** how much of `jumlah` is teacher pay; the rest is referral commission */
  honor: Type.Integer(),
  diminta_pada: Type.String(),
  dibayar_pada: Type.Union([Type.String(), Type.Null()]),
});
export type AdminPayout = Static<typeof AdminPayout>;
export const AdminPayoutList = Answer({ data: Type.Array(AdminPayout) });
export type AdminPayoutList = Static<typeof AdminPayoutList>;
export const AdminPayoutAnswer = Answer({ data: AdminPayout });

const tags = ['promotions'] as const;

export const referralLedgerRoutes = {
  myReferral: route({
    method: 'GET',
    url: '/api/referral/saya',
    schema: {
      summary: "The logged-in account's referral code, commissions, totals and payouts",
      tags,
      querystring: NoQuery,
      response: { 200: MyReferralAnswer, ...ERROR_RESPONSES },
    },
  }),
  requestPayout: route({
    method: 'POST',
    url: '/api/referral/pencairan',
    schema: {
      summary: 'Requests payout of all claimable commission to the given bank account; nothing claimable is 409',
      tags,
      body: PayoutRequestBody,
      response: { 201: PayoutAnswer, ...ERROR_RESPONSES },
    },
  }),
  adminPayouts: route({
    method: 'GET',
    url: '/api/admin/pencairan',
    schema: {
      summary: 'Payout requests of honor and commission, newest first, optionally by status (admin)',
      tags,
      querystring: Query({ status: Type.Optional(PayoutStatus) }),
      response: { 200: AdminPayoutList, ...ERROR_RESPONSES },
    },
  }),
  markPayoutPaid: route({
    method: 'POST',
    url: '/api/admin/pencairan/:id/bayar',
    schema: {
      summary: 'Marks a payout request paid (admin); again is 409',
      tags,
      params: Query({ id: IdInteger }),
      response: { 200: AdminPayoutAnswer, ...ERROR_RESPONSES },
    },
  }),
};
