import type { Generated } from 'kysely';

/**
 * Table shapes as Kysely sees them. Portable across SQLite and PostgreSQL on purpose:
 * - flags are integers 0/1 (SQLite has no boolean),
 * - dates are ISO text ('YYYY-MM-DD', 'HH:mm', full ISO timestamps) so both drivers return strings,
 * - money is integer Rupiah, factors are integer per-mille and ratings are integer tenths,
 *   so no float rounding ever reaches a price or a rating bucket.
 */

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

export interface StudentTable {
  id: number;
  nama: string;
  jenis_kelamin: string;
  jenjang_id: number | null;
  regency_id: number | null;
  created_at: string;
}

export interface TeacherTable {
  id: number;
  nama: string;
  /** what students call the teacher, e.g. "Kak Rina" (SPEC full_panggilan) */
  panggilan: string;
  /** 'L' | 'P' */
  jenis_kelamin: string;
  foto: string;
  deskripsi: string;
  perguruan_tinggi: string;
  jurusan: string;
  online: number;
  terverifikasi: number;
  home_regency_id: number;
  /** average review rating x10, rounded (45 = 4.5); 0 without reviews */
  rating_x10: number;
  jumlah_ulasan: number;
  /** denormalised display texts, rewritten whenever levels or subjects change */
  jenjang_text: string;
  mapel_text: string;
  created_at: string;
}

export interface TeacherLevelTable {
  teacher_id: number;
  jenjang_id: number;
}

export interface TeacherSubjectTable {
  teacher_id: number;
  subject_id: number;
}

export interface TeacherRegencyTable {
  teacher_id: number;
  regency_id: number;
}

/**
 * One row per (verified teacher, level, place): the regency id, or 0 for online. Derived from the
 * three tables above and the teacher's rating so search, filters and counts are single index scans.
 */
export interface TeacherSearchTable {
  jenjang_id: number;
  location_id: number;
  teacher_id: number;
  jenis_kelamin: string;
  rating_x10: number;
  jumlah_ulasan: number;
}

export interface TeacherReviewTable {
  id: number;
  teacher_id: number;
  student_id: number | null;
  nama: string;
  rating: number;
  ulasan: string;
  tanggal: string;
}

export interface TestimonialTable {
  id: number;
  nama: string;
  peran: string;
  foto: string;
  rating: number;
  testimoni: string;
  tanggal: string;
}

export interface BlogPostTable {
  id: number;
  slug: string;
  judul: string;
  gambar: string;
  tanggal: string;
  jam: string;
  /** sanitised when written (sanitize-html) */
  isi: string;
  /** plain-text excerpt for teasers */
  ringkasan: string;
}

export interface PartnerTable {
  id: number;
  nama: string;
  /** 'universitas' | 'sekolah' */
  jenis: string;
  logo: string;
}

export interface SiteStatTable {
  key: string;
  value: number;
}

export interface DiscountTable {
  id: Generated<number>;
  kode: string;
  keterangan: string;
  tgl_expired: string;
  persen: number;
  /** 1 for codes listed publicly, 0 for personal vouchers (discount claims) */
  publik: number;
}

export interface DiscountClaimTable {
  id: Generated<number>;
  number_whatsapp: string;
  discount_id: number;
  created_at: string;
}

export interface ReferralOwnerTable {
  id: number;
  nama: string;
  /** 'siswa' | 'guru' */
  jenis_akun: string;
}

export interface ReferralCodeTable {
  id: number;
  kode: string;
  owner_id: number;
  aktif: number;
  created_at: string;
}

export interface ClientErrorLogTable {
  id: Generated<number>;
  message: string;
  stack: string | null;
  component_stack: string | null;
  url: string | null;
  source: string | null;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
}

export interface NewsletterSubscriberTable {
  id: Generated<number>;
  email: string;
  created_at: string;
}

export interface SeedStateTable {
  key: string;
  value: string;
}

export interface Database {
  jenjang: JenjangTable;
  curricula: CurriculumTable;
  jenjang_curricula: JenjangCurriculumTable;
  classes: ClassTable;
  subjects: SubjectTable;
  packages: PackageTable;
  fee_rates: FeeRateTable;
  group_fee_factors: GroupFeeFactorTable;
  province_fee_factors: ProvinceFeeFactorTable;
  regency_fee_factors: RegencyFeeFactorTable;
  provinces: ProvinceTable;
  regencies: RegencyTable;
  districts: DistrictTable;
  holidays: HolidayTable;
  students: StudentTable;
  teachers: TeacherTable;
  teacher_levels: TeacherLevelTable;
  teacher_subjects: TeacherSubjectTable;
  teacher_regencies: TeacherRegencyTable;
  teacher_search: TeacherSearchTable;
  teacher_reviews: TeacherReviewTable;
  testimonials: TestimonialTable;
  blog_posts: BlogPostTable;
  partners: PartnerTable;
  site_stats: SiteStatTable;
  discounts: DiscountTable;
  discount_claims: DiscountClaimTable;
  referral_owners: ReferralOwnerTable;
  referral_codes: ReferralCodeTable;
  client_error_logs: ClientErrorLogTable;
  newsletter_subscribers: NewsletterSubscriberTable;
  seed_state: SeedStateTable;
}
