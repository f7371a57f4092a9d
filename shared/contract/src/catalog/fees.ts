/** Fee search (the fee package cards, GET searching-biaya-les). */
import { Type, type Static } from '@sinclair/typebox';
import { Answer, NoQuery, OptionalNumericText, Query } from '../common';
import { ERROR_RESPONSES, route } from '../route';

export const FeePackage = Answer({
  paket_id: Type.Integer(),
  paket_name: Type.String(),
  /** meetings in the package's period (periode_bulan) */
  jumlah_pertemuan: Type.Integer(),
  periode_bulan: Type.Integer({
    minimum: 1,
    description: 'months the meetings count over: 1, or 6 for the Pro packages',
  }),
  jumlah_cicilan: Type.Integer({
    minimum: 1,
    description: 'instalments the package can be paid in (1 = paid in full)',
  }),
  harga_normal: Type.Integer({ description: 'integer Rupiah, before the 25% discount' }),
  harga_diskon: Type.Integer({ description: 'integer Rupiah, after the 25% discount' }),
  color: Type.String(),
});
export type FeePackage = Static<typeof FeePackage>;

export const FeePackageList = Answer({ status: Type.Literal('success'), data: Type.Array(FeePackage) });
export type FeePackageList = Static<typeof FeePackageList>;

/**
 * Every field is optional text so that the handler can name what is missing in the product's order
 * (program, students, province, regency) instead of the schema's first complaint.
 */
export const FeeSearchQuery = Query({
  jenjang_id: Type.Optional(OptionalNumericText),
  sistem_pembelajaran: Type.Optional(Type.String({ maxLength: 20 })),
  jumlah_siswa: Type.Optional(OptionalNumericText),
  provinsi: Type.Optional(OptionalNumericText),
  kota_id: Type.Optional(OptionalNumericText),
  kurikulum_id: Type.Optional(OptionalNumericText),
  kelas: Type.Optional(Type.String({ maxLength: 10 })),
});
export type FeeSearchQuery = Static<typeof FeeSearchQuery>;

const tags = ['catalog'] as const;

export const feeRoutes = {
  defaultPackages: route({
    method: 'GET',
    url: '/api/landing/searching-biaya-les/default',
    schema: {
      summary: 'Every package at its lowest price ("Mulai Dari")',
      tags,
      querystring: NoQuery,
      response: { 200: FeePackageList, ...ERROR_RESPONSES },
    },
  }),
  search: route({
    method: 'GET',
    url: '/api/landing/searching-biaya-les',
    schema: {
      summary: 'Package prices for a program, system, student count and region',
      tags,
      querystring: FeeSearchQuery,
      response: { 200: FeePackageList, ...ERROR_RESPONSES },
    },
  }),
};

/** What the apps send: the query's fields as the form holds them (numbers or text). */
export interface FeeSearchParams {
  jenjang_id: number | string;
  sistem_pembelajaran: 'Offline' | 'Online';
  jumlah_siswa: number;
  provinsi: number | string;
  kota_id: number | string;
  kurikulum_id?: number | string;
  kelas?: number | string;
}
