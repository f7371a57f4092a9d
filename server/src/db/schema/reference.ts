import type { Generated } from 'kysely';

/** Reference tables: programs, curricula, classes, subjects, packages, fee rows, regions, holidays. */

export interface JenjangTable {
  id: number;
  nama: string;
  slug: string;
  /** 1 when the program is only taught online (Olimpiade/OSN) */
  online_only: number;
  /** how the order wizard picks subjects: 'single' | 'multi' | 'free_text' */
  subject_mode: string;
  /** the landing level card text */
  deskripsi: string;
  sort_order: number;
}

export interface CurriculumTable {
  id: number;
  nama: string;
  /** 'kurikulum' (10-12) or 'level' (Beginner.., Kids/Adults) */
  jenis: string;
  fee_factor_permille: number;
}

export interface JenjangCurriculumTable {
  jenjang_id: number;
  curriculum_id: number;
  sort_order: number;
}

export interface ClassTable {
  id: number;
  jenjang_id: number;
  /** the value the front end sends back: 'I'..'VI', '7', '10-11' */
  value: string;
  label: string;
  sort_order: number;
}

export interface SubjectTable {
  id: number;
  jenjang_id: number;
  nama: string;
  sort_order: number;
}

export interface PackageTable {
  id: number;
  nama: string;
  slug: string;
  /** meetings in the package */
  jumlah: number;
  /** instalments (1 = paid at once) */
  count_payments: number;
  /** the months the meetings count over: 1 ("per bulan") or 6 for the Pro packages */
  period_months: number;
  /** badge colour on the fee card */
  color: string;
  sort_order: number;
}

export interface FeeRateTable {
  jenjang_id: number;
  /** 'Offline' | 'Online' */
  sistem: string;
  /** Rupiah per meeting for one student, before any factor */
  rate_per_meeting: number;
}

export interface GroupFeeFactorTable {
  jumlah_siswa: number;
  factor_permille: number;
}

export interface ProvinceFeeFactorTable {
  province_id: number;
  factor_permille: number;
}

export interface RegencyFeeFactorTable {
  regency_id: number;
  factor_permille: number;
}

export interface ProvinceTable {
  /** BPS code as a number, e.g. 32 */
  id: number;
  nama: string;
}

export interface RegencyTable {
  /** BPS code without the dot, e.g. 3273 for 32.73 */
  id: number;
  province_id: number;
  nama: string;
  /** lower-case copy for case-insensitive search that behaves the same on both databases */
  nama_lower: string;
}

export interface DistrictTable {
  /** BPS code without dots, e.g. 327301 */
  id: number;
  regency_id: number;
  nama: string;
}

export interface HolidayTable {
  id: Generated<number>;
  tanggal: string;
  nama: string;
  /** 'date-holidays' when imported, 'admin' when corrected by hand */
  sumber: string;
}
