/**
 * What the site owes an account, in one ledger: teacher pay (honor, one row per meeting that
 * became selesai) and referral commission (one row per referred order), their sums by state, and
 * the payout requests of either. Amounts are integer Rupiah.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, NoQuery } from '../common';
import { CommissionState, Payout, PayoutAnswer, PayoutRequestBody } from '../promotions/referralLedger';
import { ERROR_RESPONSES, route } from '../route';

export const MoneySource = Type.Union([Type.Literal('honor'), Type.Literal('komisi')]);
export type MoneySource = Static<typeof MoneySource>;

export const MoneyRow = Answer({
  sumber: MoneySource,
  kode_pesanan: Type.String(),
  /** the meeting an honor pays (1..N); null for commission */
  pertemuan: Type.Union([Type.Integer(), Type.Null()]),
  /** the meeting's date (YYYY-MM-DD) for honor; the day it was recorded for commission */
  tanggal: Type.String(),
  jumlah: Type.Integer(),
  status: CommissionState,
});
export type MoneyRow = Static<typeof MoneyRow>;

export const MyMoney = Answer({
  /** newest first */
  rows: Type.Array(MoneyRow),
  /** commission waiting for its order's first payment */
  tertunda: Type.Integer(),
  /** claimable now: one payout request takes all of it */
  dapat_dicairkan: Type.Integer(),
  /** in a payout request the admin has not paid yet */
  diminta: Type.Integer(),
  dibayar: Type.Integer(),
  pencairan: Type.Array(Payout),
});
export type MyMoney = Static<typeof MyMoney>;
export const MyMoneyAnswer = Answer({ data: MyMoney });
export type MyMoneyAnswer = Static<typeof MyMoneyAnswer>;

const tags = ['money'] as const;

export const moneyRoutes = {
  myMoney: route({
    method: 'GET',
    url: '/api/keuangan/saya',
    schema: {
      summary: "The logged-in account's honor and commission rows, their sums and payouts",
      tags,
      querystring: NoQuery,
      response: { 200: MyMoneyAnswer, ...ERROR_RESPONSES },
    },
  }),
  requestPayout: route({
    method: 'POST',
    url: '/api/keuangan/pencairan',
    schema: {
      summary:
        'Requests payout of all claimable honor and commission to the given bank account; nothing claimable is 409',
      tags,
      body: PayoutRequestBody,
      response: { 201: PayoutAnswer, ...ERROR_RESPONSES },
    },
  }),
};
