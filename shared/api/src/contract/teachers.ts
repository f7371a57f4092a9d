/** Teacher search, filter counts and the public teacher profile. */

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
