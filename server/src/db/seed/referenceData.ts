/**
 * Reference lists (ids and names exactly as the old site had them) and the fee rows.
 * Factors are per-mille integers: 1000 = x1.0.
 */

export type SubjectMode = 'single' | 'multi' | 'free_text';

export interface JenjangSeed {
  id: number;
  nama: string;
  slug: string;
  onlineOnly?: boolean;
  subjectMode: SubjectMode;
  deskripsi: string;
}

export const JENJANG: readonly JenjangSeed[] = [
  {
    id: 11,
    nama: 'Toddler',
    slug: 'toddler',
    subjectMode: 'single',
    deskripsi: 'Stimulasi motorik, bahasa dan kemandirian anak usia 1–3 tahun lewat bermain yang terarah.',
  },
  {
    id: 12,
    nama: 'Playgroup',
    slug: 'playgroup',
    subjectMode: 'single',
    deskripsi: 'Belajar mengenal warna, bentuk, huruf dan angka sambil bermain bersama guru yang sabar.',
  },
  {
    id: 13,
    nama: 'TK',
    slug: 'tk',
    subjectMode: 'single',
    deskripsi: 'Persiapan masuk SD: calistung, motorik halus dan kebiasaan belajar yang menyenangkan.',
  },
  {
    id: 14,
    nama: 'SD',
    slug: 'sd',
    subjectMode: 'single',
    deskripsi: 'Pendampingan semua mata pelajaran SD kelas 1–6, PR harian hingga persiapan ujian sekolah.',
  },
  {
    id: 15,
    nama: 'SMP',
    slug: 'smp',
    subjectMode: 'multi',
    deskripsi: 'Matematika, IPA, Bahasa Inggris dan mapel lain kelas 7–9, termasuk persiapan masuk SMA favorit.',
  },
  {
    id: 16,
    nama: 'SMA',
    slug: 'sma',
    subjectMode: 'multi',
    deskripsi: 'Penguatan konsep kelas 10–12 untuk IPA dan IPS, ulangan harian, ujian sekolah dan olimpiade.',
  },
  {
    id: 17,
    nama: 'SMK',
    slug: 'smk',
    subjectMode: 'multi',
    deskripsi: 'Mapel umum dan produktif SMK: matematika, akuntansi, pemrograman dan persiapan uji kompetensi.',
  },
  {
    id: 18,
    nama: 'Bahasa Asing',
    slug: 'bahasa-asing',
    subjectMode: 'single',
    deskripsi: 'Inggris, Mandarin, Jepang, Korea, Arab dan bahasa Eropa dari level pemula hingga mahir.',
  },
  {
    id: 23,
    nama: 'Mengaji',
    slug: 'mengaji',
    subjectMode: 'single',
    deskripsi: 'Belajar Iqro, tahsin, tajwid dan hafalan Al-Qur’an bersama ustadz dan ustadzah berpengalaman.',
  },
  {
    id: 24,
    nama: 'UTBK/Persiapan PTN',
    slug: 'utbk-persiapan-ptn',
    subjectMode: 'free_text',
    deskripsi: 'Latihan TPS, literasi dan penalaran matematika dengan strategi mengerjakan soal UTBK-SNBT.',
  },
  {
    id: 25,
    nama: 'Mahasiswa/UMUM',
    slug: 'mahasiswa-umum',
    subjectMode: 'free_text',
    deskripsi: 'Bimbingan mata kuliah, statistik, skripsi, hingga kursus keterampilan untuk umum.',
  },
  {
    id: 26,
    nama: 'English Skill',
    slug: 'english-skill',
    subjectMode: 'single',
    deskripsi: 'Conversation, TOEFL, IELTS dan Business English untuk sekolah, kuliah dan karier.',
  },
  {
    id: 27,
    nama: 'Komputer',
    slug: 'komputer',
    subjectMode: 'free_text',
    deskripsi: 'Microsoft Office, desain grafis, coding untuk anak dan pemrograman web dari dasar.',
  },
  {
    id: 28,
    nama: 'Musik',
    slug: 'musik',
    subjectMode: 'free_text',
    deskripsi: 'Piano, gitar, biola, drum dan vokal untuk anak dan dewasa, termasuk persiapan ujian musik.',
  },
  {
    id: 29,
    nama: 'Renang',
    slug: 'renang',
    subjectMode: 'single',
    deskripsi: 'Les renang anak dan dewasa dengan pelatih bersertifikat, dari pengenalan air sampai gaya kupu-kupu.',
  },
  {
    id: 30,
    nama: 'Beladiri',
    slug: 'beladiri',
    subjectMode: 'free_text',
    deskripsi: 'Karate, taekwondo, pencak silat dan muay thai untuk kebugaran, disiplin dan kepercayaan diri.',
  },
  {
    id: 31,
    nama: 'Olahraga',
    slug: 'olahraga',
    subjectMode: 'free_text',
    deskripsi: 'Pelatih pribadi untuk futsal, bulu tangkis, basket, tenis dan kebugaran.',
  },
  {
    id: 32,
    nama: 'Menggambar/Melukis',
    slug: 'menggambar-melukis',
    subjectMode: 'free_text',
    deskripsi: 'Menggambar, mewarnai, cat air, sketsa dan ilustrasi digital sesuai minat anak.',
  },
  {
    id: 33,
    nama: 'Menari',
    slug: 'menari',
    subjectMode: 'free_text',
    deskripsi: 'Tari tradisional Nusantara, balet dan modern dance untuk pentas sekolah maupun hobi.',
  },
  {
    id: 34,
    nama: 'Olimpiade/OSN',
    slug: 'olimpiade-osn',
    onlineOnly: true,
    subjectMode: 'multi',
    deskripsi: 'Pembinaan OSN dan kompetisi sains dari SD hingga SMA, diajar alumni olimpiade (khusus online).',
  },
];

export interface CurriculumSeed {
  id: number;
  nama: string;
  jenis: 'kurikulum' | 'level';
  factor: number;
}

export const CURRICULA: readonly CurriculumSeed[] = [
  { id: 10, nama: 'Nasional', jenis: 'kurikulum', factor: 1000 },
  { id: 11, nama: 'Nasional Plus/Bilingual', jenis: 'kurikulum', factor: 1200 },
  { id: 12, nama: 'Internasional', jenis: 'kurikulum', factor: 1400 },
  { id: 18, nama: 'Beginner', jenis: 'level', factor: 1000 },
  { id: 19, nama: 'Elementary', jenis: 'level', factor: 1100 },
  // The old site spells it this way; it is the value the old site used.
  { id: 20, nama: 'Intermediete', jenis: 'level', factor: 1200 },
  { id: 21, nama: 'Advance', jenis: 'level', factor: 1300 },
  { id: 24, nama: 'Kids', jenis: 'level', factor: 1000 },
  { id: 25, nama: 'Adults', jenis: 'level', factor: 1150 },
];

const SCHOOL_CURRICULA = [10, 11, 12];
const LANGUAGE_LEVELS = [18, 19, 20, 21];

/** Toddler..SMA get 10/11/12, Mengaji only 10 and 12, languages 18-21, Renang 24-25. */
export const JENJANG_CURRICULA: Readonly<Record<number, readonly number[]>> = {
  11: SCHOOL_CURRICULA,
  12: SCHOOL_CURRICULA,
  13: SCHOOL_CURRICULA,
  14: SCHOOL_CURRICULA,
  15: SCHOOL_CURRICULA,
  16: SCHOOL_CURRICULA,
  23: [10, 12],
  18: LANGUAGE_LEVELS,
  26: LANGUAGE_LEVELS,
  29: [24, 25],
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Class lists: values as the front end sends them back. */
export const CLASSES: Readonly<Record<number, readonly string[]>> = {
  14: ['I', 'II', 'III', 'IV', 'V', 'VI'],
  15: range(7, 9),
  16: range(10, 12),
  17: range(10, 12),
  34: ['1-2', '3-4', '5-6', '7-8', '9', '10-11', '12'],
};

/** Subjects per program; the free-text programs (24, 25, 27, 28, 30-33) deliberately have none. */
export const SUBJECTS: Readonly<Record<number, readonly string[]>> = {
  11: ['Stimulasi Motorik', 'Stimulasi Bahasa', 'Sensori dan Bermain', 'Bahasa Inggris Anak'],
  12: ['Pengenalan Huruf dan Angka', 'Motorik Halus', 'Bahasa Inggris Anak', 'Mewarnai dan Kreativitas'],
  13: ['Calistung', 'Persiapan Masuk SD', 'Bahasa Inggris Anak', 'Matematika Dasar'],
  14: [
    'Calistung',
    'Matematika',
    'Bahasa Indonesia',
    'Bahasa Inggris',
    'IPA',
    'IPS',
    'IPAS',
    'Pendidikan Pancasila',
    'Tematik',
    'Bahasa Jawa',
    'Bahasa Sunda',
    'Pendidikan Agama Islam',
  ],
  15: [
    'Matematika',
    'IPA Terpadu',
    'Fisika',
    'Biologi',
    'IPS Terpadu',
    'Bahasa Indonesia',
    'Bahasa Inggris',
    'Pendidikan Pancasila',
    'Informatika',
    'Bahasa Arab',
  ],
  16: [
    'Matematika Wajib',
    'Matematika Peminatan',
    'Fisika',
    'Kimia',
    'Biologi',
    'Ekonomi',
    'Akuntansi',
    'Geografi',
    'Sosiologi',
    'Sejarah',
    'Bahasa Indonesia',
    'Bahasa Inggris',
    'Informatika',
  ],
  17: [
    'Matematika',
    'Bahasa Inggris',
    'Akuntansi Dasar',
    'Pemrograman Dasar',
    'Desain Grafis',
    'Dasar Kelistrikan',
    'Administrasi Perkantoran',
  ],
  18: [
    'Bahasa Inggris',
    'Bahasa Mandarin',
    'Bahasa Jepang',
    'Bahasa Korea',
    'Bahasa Arab',
    'Bahasa Jerman',
    'Bahasa Prancis',
    'Bahasa Belanda',
  ],
  23: ['Iqro', 'Tahsin Al-Qur’an', 'Tajwid', 'Tahfidz Al-Qur’an', 'Doa dan Hadits Harian'],
  26: ['Conversation', 'TOEFL Preparation', 'IELTS Preparation', 'Business English', 'Grammar', 'Public Speaking'],
  29: ['Pengenalan Air', 'Gaya Bebas', 'Gaya Dada', 'Gaya Punggung', 'Gaya Kupu-kupu'],
  34: [
    'OSN Matematika',
    'OSN IPA',
    'OSN Fisika',
    'OSN Kimia',
    'OSN Biologi',
    'OSN Informatika',
    'OSN Astronomi',
    'OSN Ekonomi',
    'OSN Kebumian',
    'OSN Geografi',
  ],
};

export interface PackageSeed {
  id: number;
  nama: string;
  slug: string;
  jumlah: number;
  countPayments: number;
  color: string;
}

/** The package table; colours are the fee-card badges. */
export const PACKAGES: readonly PackageSeed[] = [
  { id: 2, nama: 'Super', slug: 'super', jumlah: 4, countPayments: 1, color: '#1E88E5' },
  { id: 3, nama: 'Intensif', slug: 'intensif', jumlah: 8, countPayments: 1, color: '#43A047' },
  { id: 4, nama: 'Super Intensif', slug: 'super-intensif', jumlah: 12, countPayments: 1, color: '#FB8C00' },
  { id: 5, nama: 'Ekslusif', slug: 'ekslusif', jumlah: 16, countPayments: 1, color: '#8E24AA' },
  { id: 6, nama: 'Super Ekslusif', slug: 'super-ekslusif', jumlah: 20, countPayments: 1, color: '#E53935' },
  { id: 7, nama: 'Super Pro', slug: 'super-pro', jumlah: 24, countPayments: 1, color: '#00897B' },
  { id: 8, nama: 'Intensif Pro', slug: 'intensif-pro', jumlah: 48, countPayments: 2, color: '#3949AB' },
  { id: 9, nama: 'Super Intensif Pro', slug: 'super-intensif-pro', jumlah: 72, countPayments: 3, color: '#F4511E' },
  { id: 10, nama: 'Ekslusif Pro', slug: 'ekslusif-pro', jumlah: 96, countPayments: 3, color: '#6D4C41' },
  { id: 11, nama: 'Super Ekslusif Pro', slug: 'super-ekslusif-pro', jumlah: 120, countPayments: 3, color: '#C2185B' },
];

/** Rupiah per meeting for one student, national curriculum, region x1.0. Online has no transport. */
export const OFFLINE_RATES: Readonly<Record<number, number>> = {
  11: 90_000,
  12: 90_000,
  13: 95_000,
  14: 105_000,
  15: 115_000,
  16: 130_000,
  17: 125_000,
  18: 135_000,
  23: 85_000,
  24: 150_000,
  25: 160_000,
  26: 140_000,
  27: 130_000,
  28: 150_000,
  29: 160_000,
  30: 140_000,
  31: 130_000,
  32: 120_000,
  33: 125_000,
};

/** Online is 80% of offline (no transport), rounded to Rp 5.000; Olimpiade is online only. */
export const ONLINE_RATES: Readonly<Record<number, number>> = {
  ...Object.fromEntries(
    Object.entries(OFFLINE_RATES).map(([id, rate]) => [id, Math.round((rate * 0.8) / 5000) * 5000]),
  ),
  34: 150_000,
};

/** Total for the group relative to one student (a group of 4 pays 2.2x, i.e. 55% each). */
export const GROUP_FACTORS: Readonly<Record<number, number>> = { 1: 1000, 2: 1500, 3: 1900, 4: 2200 };

/** Offline region factor by province code (transport and living costs); others are 1000. */
export const PROVINCE_FACTORS: Readonly<Record<number, number>> = {
  31: 1250,
  32: 1050,
  35: 1050,
  36: 1100,
  51: 1100,
  21: 1150,
  64: 1150,
  65: 1150,
  91: 1300,
  92: 1300,
  93: 1300,
  94: 1300,
  95: 1300,
  96: 1300,
};

/** City overrides by BPS regency code (checked against idn-area-data 3.1.2). */
export const REGENCY_FACTORS: Readonly<Record<number, number>> = {
  3273: 1150, // Kota Bandung
  3578: 1150, // Kota Surabaya
  3275: 1150, // Kota Bekasi
  3276: 1100, // Kota Depok
  3674: 1200, // Kota Tangerang Selatan
  1271: 1100, // Kota Medan
  3374: 1100, // Kota Semarang
  3471: 1050, // Kota Yogyakarta
  7371: 1100, // Kota Makassar
  5171: 1150, // Kota Denpasar
  2171: 1200, // Kota Batam
  6471: 1200, // Kota Balikpapan
};
