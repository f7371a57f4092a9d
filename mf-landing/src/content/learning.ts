/** Curricula and learning systems. */

export interface Curriculum {
  id: string;
  title: string;
  text: string;
  examples: string;
}

export const CURRICULA: readonly Curriculum[] = [
  {
    id: 'nasional',
    title: 'Nasional',
    text: 'Materi mengikuti buku dan jadwal ujian sekolah negeri maupun swasta, dari SD sampai SMA dan SMK.',
    examples: 'Kurikulum Merdeka dan Kurikulum 2013',
  },
  {
    id: 'nasional-plus',
    title: 'Nasional Plus / Bilingual',
    text: 'Untuk sekolah nasional plus yang mengajar dalam dua bahasa; guru menjelaskan dalam bahasa Indonesia maupun Inggris.',
    examples: 'Sekolah bilingual dan SPK',
  },
  {
    id: 'internasional',
    title: 'Internasional',
    text: 'Guru yang terbiasa dengan buku, istilah dan format ujian internasional yang sepenuhnya berbahasa Inggris.',
    examples: 'Cambridge (IGCSE, A Level) dan International Baccalaureate',
  },
];

export interface LearningMode {
  id: 'offline' | 'online';
  title: string;
  text: string;
  points: readonly string[];
}

export const LEARNING_MODES: readonly LearningMode[] = [
  {
    id: 'offline',
    title: 'Les Offline',
    text: 'Guru datang ke rumah Anda sesuai jadwal yang disepakati.',
    points: [
      '60 menit untuk Toddler dan Playgroup, 90 menit untuk jenjang lainnya',
      'Biaya transport guru sudah termasuk dalam paket',
      'Anak belajar di lingkungan yang sudah ia kenal',
    ],
  },
  {
    id: 'online',
    title: 'Les Online',
    text: 'Belajar tatap muka lewat video conference dari kota mana pun.',
    points: [
      'Setiap pertemuan berdurasi 90 menit',
      'Pilihan guru lebih luas karena tidak dibatasi jarak',
      'Program Olimpiade/OSN tersedia khusus secara online',
    ],
  },
];
