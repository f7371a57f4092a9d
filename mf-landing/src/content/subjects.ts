/** Subject coverage on the home page (more than 40 subjects; the product's levels). */
export interface SubjectGroup {
  id: string;
  name: string;
  levels: string;
  examples: string;
}

export const SUBJECT_GROUPS: readonly SubjectGroup[] = [
  {
    id: 'calistung',
    name: 'Calistung',
    levels: 'Playgroup dan TK',
    examples: 'Membaca, menulis, berhitung dan persiapan masuk SD',
  },
  {
    id: 'matematika',
    name: 'Matematika',
    levels: 'SD sampai Mahasiswa',
    examples: 'Aritmatika, aljabar, geometri, kalkulus dan statistika',
  },
  {
    id: 'ipa',
    name: 'IPA dan Sains',
    levels: 'SD sampai SMA',
    examples: 'Fisika, Kimia dan Biologi untuk ujian sekolah dan UTBK',
  },
  {
    id: 'bahasa-inggris',
    name: 'Bahasa Inggris',
    levels: 'Semua jenjang',
    examples: 'Grammar, conversation, TOEFL dan IELTS',
  },
  {
    id: 'bahasa-asing',
    name: 'Bahasa Asing',
    levels: 'Anak dan Dewasa',
    examples: 'Jepang, Mandarin, Korea, Arab, Jerman dan Prancis',
  },
  { id: 'mengaji', name: 'Mengaji', levels: 'Anak dan Dewasa', examples: 'Iqra, tahsin, tajwid dan hafalan Al-Quran' },
  {
    id: 'utbk',
    name: 'UTBK / Persiapan PTN',
    levels: 'SMA kelas 12 dan alumni',
    examples: 'Tes Potensi Skolastik, literasi dan penalaran matematika',
  },
  {
    id: 'olimpiade',
    name: 'Olimpiade / OSN',
    levels: 'SD sampai SMA (online)',
    examples: 'Matematika, IPA, Fisika, Kimia dan Biologi',
  },
  {
    id: 'komputer',
    name: 'Komputer dan Coding',
    levels: 'Anak sampai Umum',
    examples: 'Microsoft Office, Scratch, Python dan desain grafis',
  },
  { id: 'musik', name: 'Musik', levels: 'Anak sampai Umum', examples: 'Piano, gitar, biola, drum dan vokal' },
  {
    id: 'renang',
    name: 'Renang',
    levels: 'Kids dan Adults',
    examples: 'Pengenalan air, gaya bebas, dada, punggung dan kupu-kupu',
  },
  {
    id: 'seni',
    name: 'Menggambar dan Menari',
    levels: 'Anak sampai Umum',
    examples: 'Menggambar, melukis, tari tradisional dan modern dance',
  },
  {
    id: 'beladiri',
    name: 'Beladiri dan Olahraga',
    levels: 'Anak sampai Umum',
    examples: 'Karate, taekwondo, pencak silat, bulu tangkis dan futsal',
  },
  {
    id: 'ips',
    name: 'IPS dan Bahasa Indonesia',
    levels: 'SD sampai SMA',
    examples: 'Ekonomi, Akuntansi, Sejarah, Geografi dan Bahasa Indonesia',
  },
];
