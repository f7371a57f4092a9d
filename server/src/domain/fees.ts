import type { FeePackage } from '@tutor/api';
import { discountedPrice } from './pricing';

export const NEUTRAL_FACTOR = 1000;

/** Everything the DESIGN §5 formula multiplies, factors in per-mille. */
export interface FeeFactors {
  ratePerMeeting: number;
  curriculumPermille: number;
  /** offline only; pass NEUTRAL_FACTOR for online */
  regionPermille: number;
  groupPermille: number;
}

export interface PackageInfo {
  id: number;
  nama: string;
  jumlah: number;
  color: string;
}

/** rate x curriculum x region x group, rounded to Rp 1.000 per meeting (integer maths: no float drift). */
export function pricePerMeeting(factors: FeeFactors): number {
  const exact =
    (factors.ratePerMeeting * factors.curriculumPermille * factors.regionPermille * factors.groupPermille) / 1_000_000_000;
  return Math.round(exact / 1000) * 1000;
}

/** harga_normal = per meeting x meetings; harga_diskon = 75% of it, rounded to Rp 100. */
export function feePackage(pkg: PackageInfo, perMeeting: number): FeePackage {
  const hargaNormal = perMeeting * pkg.jumlah;
  return {
    paket_id: pkg.id,
    paket_name: pkg.nama,
    jumlah_pertemuan: pkg.jumlah,
    harga_normal: hargaNormal,
    harga_diskon: discountedPrice(hargaNormal),
    color: pkg.color,
  };
}
