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
