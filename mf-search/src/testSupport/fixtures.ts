import { classLabel, feePackage, teacherCardDescription } from '@tutor/rules';
import { PACKAGE_PRICE_LIST } from '@tutor/testing';
import type {
  FeePackageList,
  JenjangOption,
  OptionListAll,
  SelectOption,
  TeacherFilterCounts,
  TeacherPage,
  TeacherProfile,
  TeacherSummary,
} from '@tutor/contract';

/** Answers shaped exactly like the server's (shared/api types.ts), for the fake network. */

export const JENJANG: { data: JenjangOption[] } = {
  data: [
    { value: 14, label: 'SD' },
    { value: 16, label: 'SMA' },
    { value: 25, label: 'Mahasiswa/UMUM' },
    { value: 34, label: 'Olimpiade/OSN', online_only: true },
  ],
};

export const KURIKULUM_BY_JENJANG: Record<string, SelectOption[]> = {
  '14': [
    { value: 10, label: 'Nasional' },
    { value: 11, label: 'Nasional Plus/Bilingual' },
    { value: 12, label: 'Internasional' },
  ],
  '16': [
    { value: 10, label: 'Nasional' },
    { value: 12, label: 'Internasional' },
  ],
  '25': [],
};

export const KELAS_BY_JENJANG: Record<string, SelectOption[]> = {
  // as the server seeds them: SD's codes are Roman numerals, every label is in digits
  '14': ['I', 'II', 'III', 'IV', 'V', 'VI'].map((value) => ({ value, label: classLabel(value) })),
  '16': ['10', '11', '12'].map((value) => ({ value, label: classLabel(value) })),
  '25': [],
};

export const PROVINCES: OptionListAll = {
  data: [
    { value: 31, label: 'DKI Jakarta' },
    { value: 32, label: 'Jawa Barat' },
  ],
};

export const REGENCIES_BY_PROVINCE: Record<string, SelectOption[]> = {
  '31': [
    { value: 3171, label: 'Kota Jakarta Selatan' },
    { value: 3174, label: 'Kota Jakarta Barat' },
  ],
  '32': [
    { value: 3273, label: 'Kota Bandung' },
    { value: 3204, label: 'Kabupaten Bandung' },
  ],
};

export const DEFAULT_LOCATIONS: SelectOption[] = [{ value: 'online', label: 'Online' }];

export const DEFAULT_PACKAGES: FeePackageList = PACKAGE_PRICE_LIST;

export const SEARCHED_PACKAGES: FeePackageList = {
  status: 'success',
  data: [
    feePackage({ id: 2, nama: 'Super', jumlah: 4, count_payments: 1, period_months: 1, color: '#1e88e5' }, 150_000),
    feePackage(
      { id: 8, nama: 'Intensif Pro', jumlah: 48, count_payments: 2, period_months: 6, color: '#8e24aa' },
      144_000,
    ),
  ],
};

export function teacher(id: number, overrides: Partial<TeacherSummary> = {}): TeacherSummary {
  return {
    id,
    foto: `/images/guru/${id}.jpg`,
    avg_rating: 4.86,
    jenjang: 'SMA',
    mapel: 'Matematika',
    full_panggilan: `Kak Guru ${id}`,
    // as the server sends it: the card's excerpt
    deskripsi: teacherCardDescription(
      'Mengajar matematika dengan cara yang sabar dan menyenangkan, fokus pada pemahaman konsep dan latihan soal.',
    ),
    jurusan: 'Pendidikan Matematika',
    perguruan_tinggi: 'Universitas Pendidikan Indonesia',
    ...overrides,
  };
}

export function teacherPage(page: number, lastPage: number, total: number, ids: number[]): TeacherPage {
  return { data: ids.map((id) => teacher(id)), total, current_page: page, last_page: lastPage };
}

export const FILTER_COUNTS: TeacherFilterCounts = {
  jenis_kelamin: { laki_laki: 14, perempuan: 23 },
  penilaian: { bintang_5: 20, bintang_4: 12, bintang_3: 5 },
};

export function teacherProfile(overrides: Partial<TeacherProfile> = {}): TeacherProfile {
  return {
    id: 7,
    foto: '/images/guru/7.jpg',
    nama: 'Siti Rahmawati',
    full_panggilan: 'Kak Siti',
    jenis_kelamin: 'P',
    terverifikasi: true,
    perguruan_tinggi: 'Institut Teknologi Bandung',
    jurusan: 'Matematika',
    jenjang: ['SMP', 'SMA'],
    mapel: ['Matematika', 'Fisika'],
    wilayah: ['Kota Bandung', 'Kabupaten Bandung'],
    online: true,
    deskripsi: 'Berpengalaman lima tahun mendampingi siswa SMA menghadapi UTBK.',
    avg_rating: 4.7,
    jumlah_ulasan: 13,
    distribusi_rating: { '5': 10, '4': 2, '3': 1, '2': 0, '1': 0 },
    ulasan: {
      data: [
        { id: 1, nama: 'Budi Santoso', rating: 5, ulasan: 'Anak saya jadi suka matematika.', tanggal: '2026-03-02' },
        { id: 2, nama: 'Rina Wijaya', rating: 4, ulasan: 'Penjelasannya runtut dan sabar.', tanggal: '2026-02-14' },
      ],
      current_page: 1,
      last_page: 2,
      total: 13,
    },
    ...overrides,
  };
}
