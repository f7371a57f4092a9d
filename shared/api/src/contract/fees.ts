/** Fee search (SPEC §3 fee package card, §7 searching-biaya-les). */

import type { LearningSystem } from './common';

export interface FeePackage {
  paket_id: number;
  paket_name: string;
  /** meetings per month (or per package period for the Pro packages) */
  jumlah_pertemuan: number;
  harga_normal: number;
  harga_diskon: number;
  color: string;
}

export interface FeePackageList {
  status: 'success';
  data: FeePackage[];
}

export interface FeeSearchParams {
  jenjang_id: number | string;
  sistem_pembelajaran: LearningSystem;
  jumlah_siswa: number;
  provinsi: number | string;
  kota_id: number | string;
  kurikulum_id?: number | string;
  kelas?: number | string;
}
