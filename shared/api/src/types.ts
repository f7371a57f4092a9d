/**
 * Answer shapes of the server (SPEC §3 and §7). The server builds its answers against these
 * types, so front end and back end cannot drift apart silently.
 */

export interface SelectOption {
  value: number | string;
  label: string;
}

/** A program (jenjang); Olimpiade/OSN and the like are taught online only. */
export interface JenjangOption extends SelectOption {
  online_only?: true;
}

/** `mode=all` answers wrap the list; `mode=json` answers are the bare array. */
export interface OptionListAll {
  data: SelectOption[];
}

export type LearningSystem = 'Offline' | 'Online';

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

export interface ApiMessage {
  message: string;
}

export interface PaginationLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface BlogPost {
  id: number;
  slug: string;
  judul: string;
  gambar: string;
  /** YYYY-MM-DD */
  tanggal: string;
  /** HH:mm (WIB) */
  jam: string;
  /** sanitised HTML */
  isi: string;
}

export interface BlogListPage {
  data: BlogPost[];
  links: PaginationLink[];
  current_page: number;
  last_page: number;
  total: number;
}

export interface BlogDetail {
  data: BlogPost | null;
}

export interface BlogRelated {
  data: BlogPost[];
}

export interface TeacherSummary {
  id: number;
  foto: string;
  avg_rating: number;
  jenjang: string;
  mapel: string;
  full_panggilan: string;
  deskripsi: string;
  jurusan: string;
  perguruan_tinggi: string;
}

export interface TeacherPage {
  data: TeacherSummary[];
  total: number;
  current_page: number;
  last_page: number;
}

export type GenderFilter = 'laki_laki' | 'perempuan';
export type RatingFilter = 'bintang_5' | 'bintang_4' | 'bintang_3';

export interface TeacherSearchParams {
  jenjang_id: number | string;
  lokasi_id: number | string;
  page: number;
  jenis_kelamin?: GenderFilter[];
  penilaian?: RatingFilter[];
}

export interface TeacherFilterCounts {
  jenis_kelamin: { laki_laki: number; perempuan: number };
  penilaian: { bintang_5: number; bintang_4: number; bintang_3: number };
}

export interface BannerSummary {
  /** real average of all reviews, one decimal */
  rating: number;
  teacher_verified: number;
  student: number;
  testimoni: number;
  /** social-media followers, in thousands (shown with a K suffix) */
  follower: number;
  school: number;
}

export interface LevelCard {
  jenjang_id: number;
  image: string;
  name: string;
  detail: string;
}

export interface BestTeacher {
  id: number;
  rating: number;
  foto: string;
  minat_mengajar: string;
  full_panggilan: string;
  deskripsi: string;
  jurusan: string;
  sekolah_tinggi: string;
}

export interface TestimonyItem {
  id: number;
  foto: string;
  full_panggilan: string;
  rating: number;
  testimoni: string;
}

export interface TeacherReviewPair {
  first: TestimonyItem;
  second: TestimonyItem | null;
}

export interface TestimonyPage {
  data: TestimonyItem[];
  current_page: number;
  last_page: number;
}

export interface BlogTeaser {
  id: number;
  slug: string;
  gambar: string;
  tanggal: string;
  jam: string;
  judul: string;
  isi: string;
}

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

export interface TeacherReview {
  id: number;
  nama: string;
  rating: number;
  ulasan: string;
  /** YYYY-MM-DD */
  tanggal: string;
}

export interface TeacherProfile {
  id: number;
  foto: string;
  nama: string;
  full_panggilan: string;
  jenis_kelamin: 'L' | 'P';
  terverifikasi: boolean;
  perguruan_tinggi: string;
  jurusan: string;
  jenjang: string[];
  mapel: string[];
  wilayah: string[];
  online: boolean;
  deskripsi: string;
  avg_rating: number;
  jumlah_ulasan: number;
  /** number of reviews per star, keys '5' to '1' */
  distribusi_rating: Record<'5' | '4' | '3' | '2' | '1', number>;
  ulasan: {
    data: TeacherReview[];
    current_page: number;
    last_page: number;
    total: number;
  };
}

export interface TeacherProfileAnswer {
  data: TeacherProfile | null;
}

export interface ClientErrorReport {
  message: string;
  stack?: string;
  componentStack?: string;
  url?: string;
  source?: string;
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
