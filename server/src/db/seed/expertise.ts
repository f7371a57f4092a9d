/**
 * What a teacher with a given major plausibly teaches: programs (jenjang ids) and, per program,
 * subjects from SUBJECTS (or skills for the free-text programs, shown as the teacher's mapel).
 */
export interface LevelExpertise {
  jenjang: number;
  subjects: readonly string[];
}

export interface Expertise {
  majors: readonly string[];
  weight: number;
  levels: readonly LevelExpertise[];
}

export const EXPERTISE: readonly Expertise[] = [
  {
    majors: ['Pendidikan Matematika', 'Matematika', 'Statistika', 'Aktuaria'],
    weight: 14,
    levels: [
      { jenjang: 14, subjects: ['Matematika', 'Calistung'] },
      { jenjang: 15, subjects: ['Matematika'] },
      { jenjang: 16, subjects: ['Matematika Wajib', 'Matematika Peminatan'] },
      { jenjang: 17, subjects: ['Matematika'] },
      { jenjang: 24, subjects: ['Penalaran Matematika', 'Pengetahuan Kuantitatif'] },
      { jenjang: 25, subjects: ['Kalkulus', 'Statistika Dasar', 'Aljabar Linear'] },
      { jenjang: 34, subjects: ['OSN Matematika'] },
    ],
  },
  {
    majors: ['Pendidikan Fisika', 'Fisika', 'Teknik Elektro', 'Teknik Mesin'],
    weight: 6,
    levels: [
      { jenjang: 15, subjects: ['Fisika', 'IPA Terpadu', 'Matematika'] },
      { jenjang: 16, subjects: ['Fisika', 'Matematika Wajib'] },
      { jenjang: 17, subjects: ['Dasar Kelistrikan', 'Matematika'] },
      { jenjang: 24, subjects: ['Penalaran Matematika'] },
      { jenjang: 25, subjects: ['Fisika Dasar', 'Mekanika Teknik'] },
      { jenjang: 34, subjects: ['OSN Fisika', 'OSN Astronomi'] },
    ],
  },
  {
    majors: ['Pendidikan Kimia', 'Kimia', 'Teknik Kimia', 'Farmasi'],
    weight: 5,
    levels: [
      { jenjang: 15, subjects: ['IPA Terpadu'] },
      { jenjang: 16, subjects: ['Kimia'] },
      { jenjang: 24, subjects: ['Pengetahuan Kuantitatif'] },
      { jenjang: 25, subjects: ['Kimia Dasar'] },
      { jenjang: 34, subjects: ['OSN Kimia'] },
    ],
  },
  {
    majors: ['Pendidikan Biologi', 'Biologi', 'Kedokteran', 'Kesehatan Masyarakat'],
    weight: 5,
    levels: [
      { jenjang: 14, subjects: ['IPA', 'IPAS'] },
      { jenjang: 15, subjects: ['Biologi', 'IPA Terpadu'] },
      { jenjang: 16, subjects: ['Biologi'] },
      { jenjang: 34, subjects: ['OSN Biologi', 'OSN IPA'] },
    ],
  },
  {
    majors: ['Pendidikan Bahasa Inggris', 'Sastra Inggris', 'Hubungan Internasional'],
    weight: 12,
    levels: [
      { jenjang: 12, subjects: ['Bahasa Inggris Anak'] },
      { jenjang: 13, subjects: ['Bahasa Inggris Anak'] },
      { jenjang: 14, subjects: ['Bahasa Inggris'] },
      { jenjang: 15, subjects: ['Bahasa Inggris'] },
      { jenjang: 16, subjects: ['Bahasa Inggris'] },
      { jenjang: 17, subjects: ['Bahasa Inggris'] },
      { jenjang: 18, subjects: ['Bahasa Inggris'] },
      {
        jenjang: 26,
        subjects: [
          'Conversation',
          'TOEFL Preparation',
          'IELTS Preparation',
          'Grammar',
          'Business English',
          'Public Speaking',
        ],
      },
    ],
  },
  {
    majors: ['Pendidikan Guru Sekolah Dasar'],
    weight: 14,
    levels: [
      { jenjang: 13, subjects: ['Calistung', 'Persiapan Masuk SD', 'Matematika Dasar'] },
      {
        jenjang: 14,
        subjects: [
          'Calistung',
          'Matematika',
          'Bahasa Indonesia',
          'IPA',
          'IPS',
          'IPAS',
          'Tematik',
          'Pendidikan Pancasila',
        ],
      },
    ],
  },
  {
    majors: ['Pendidikan Guru PAUD', 'Psikologi', 'Bimbingan dan Konseling'],
    weight: 8,
    levels: [
      { jenjang: 11, subjects: ['Stimulasi Motorik', 'Stimulasi Bahasa', 'Sensori dan Bermain'] },
      { jenjang: 12, subjects: ['Pengenalan Huruf dan Angka', 'Motorik Halus', 'Mewarnai dan Kreativitas'] },
      { jenjang: 13, subjects: ['Calistung', 'Persiapan Masuk SD'] },
    ],
  },
  {
    majors: ['Pendidikan Ekonomi', 'Akuntansi', 'Ekonomi Pembangunan', 'Manajemen'],
    weight: 6,
    levels: [
      { jenjang: 15, subjects: ['IPS Terpadu', 'Matematika'] },
      { jenjang: 16, subjects: ['Ekonomi', 'Akuntansi', 'Sosiologi'] },
      { jenjang: 17, subjects: ['Akuntansi Dasar', 'Administrasi Perkantoran'] },
      { jenjang: 25, subjects: ['Akuntansi Keuangan', 'Statistika Bisnis', 'Excel untuk Bisnis'] },
      { jenjang: 34, subjects: ['OSN Ekonomi'] },
    ],
  },
  {
    majors: ['Pendidikan Bahasa dan Sastra Indonesia', 'Pendidikan Sejarah', 'Pendidikan Geografi', 'Ilmu Komunikasi'],
    weight: 6,
    levels: [
      { jenjang: 14, subjects: ['Bahasa Indonesia', 'IPS', 'Pendidikan Pancasila'] },
      { jenjang: 15, subjects: ['Bahasa Indonesia', 'IPS Terpadu', 'Pendidikan Pancasila'] },
      { jenjang: 16, subjects: ['Bahasa Indonesia', 'Sejarah', 'Geografi', 'Sosiologi'] },
      { jenjang: 24, subjects: ['Literasi Bahasa Indonesia', 'Penalaran Umum'] },
      { jenjang: 34, subjects: ['OSN Geografi', 'OSN Kebumian'] },
    ],
  },
  {
    majors: ['Teknik Informatika', 'Ilmu Komputer', 'Sistem Informasi'],
    weight: 6,
    levels: [
      { jenjang: 15, subjects: ['Informatika', 'Matematika'] },
      { jenjang: 16, subjects: ['Informatika'] },
      { jenjang: 17, subjects: ['Pemrograman Dasar', 'Desain Grafis'] },
      { jenjang: 25, subjects: ['Algoritma dan Pemrograman', 'Basis Data'] },
      { jenjang: 27, subjects: ['Microsoft Office', 'Coding Anak (Scratch)', 'Pemrograman Python', 'Pemrograman Web'] },
      { jenjang: 34, subjects: ['OSN Informatika'] },
    ],
  },
  {
    majors: ['Sastra Jepang', 'Pendidikan Bahasa Jepang'],
    weight: 2,
    levels: [{ jenjang: 18, subjects: ['Bahasa Jepang'] }],
  },
  {
    majors: ['Sastra Cina', 'Pendidikan Bahasa Mandarin'],
    weight: 2,
    levels: [{ jenjang: 18, subjects: ['Bahasa Mandarin'] }],
  },
  { majors: ['Bahasa dan Kebudayaan Korea'], weight: 1, levels: [{ jenjang: 18, subjects: ['Bahasa Korea'] }] },
  { majors: ['Sastra Jerman'], weight: 0.5, levels: [{ jenjang: 18, subjects: ['Bahasa Jerman'] }] },
  { majors: ['Pendidikan Bahasa Prancis'], weight: 0.5, levels: [{ jenjang: 18, subjects: ['Bahasa Prancis'] }] },
  { majors: ['Sastra Belanda'], weight: 0.3, levels: [{ jenjang: 18, subjects: ['Bahasa Belanda'] }] },
  {
    majors: ['Pendidikan Agama Islam', 'Pendidikan Bahasa Arab', 'Ilmu Al-Qur’an dan Tafsir'],
    weight: 7,
    levels: [
      { jenjang: 23, subjects: ['Iqro', 'Tahsin Al-Qur’an', 'Tajwid', 'Tahfidz Al-Qur’an', 'Doa dan Hadits Harian'] },
      { jenjang: 14, subjects: ['Pendidikan Agama Islam'] },
      { jenjang: 15, subjects: ['Bahasa Arab'] },
      { jenjang: 18, subjects: ['Bahasa Arab'] },
    ],
  },
  {
    majors: ['Pendidikan Seni Musik', 'Seni Musik', 'Etnomusikologi'],
    weight: 4,
    levels: [{ jenjang: 28, subjects: ['Piano', 'Gitar', 'Biola', 'Vokal', 'Drum', 'Keyboard'] }],
  },
  {
    majors: ['Pendidikan Jasmani', 'Ilmu Keolahragaan', 'Pendidikan Kepelatihan Olahraga'],
    weight: 5,
    levels: [
      { jenjang: 29, subjects: ['Pengenalan Air', 'Gaya Bebas', 'Gaya Dada', 'Gaya Punggung', 'Gaya Kupu-kupu'] },
      { jenjang: 31, subjects: ['Futsal', 'Bulu Tangkis', 'Basket', 'Tenis', 'Kebugaran'] },
      { jenjang: 30, subjects: ['Karate', 'Taekwondo', 'Pencak Silat', 'Muay Thai'] },
    ],
  },
  {
    majors: ['Desain Komunikasi Visual', 'Seni Rupa Murni', 'Pendidikan Seni Rupa'],
    weight: 3,
    levels: [
      { jenjang: 32, subjects: ['Menggambar Anak', 'Cat Air', 'Sketsa', 'Ilustrasi Digital'] },
      { jenjang: 17, subjects: ['Desain Grafis'] },
      { jenjang: 27, subjects: ['Desain Grafis (Canva & Photoshop)'] },
    ],
  },
  {
    majors: ['Pendidikan Seni Tari', 'Seni Tari'],
    weight: 2,
    levels: [{ jenjang: 33, subjects: ['Tari Tradisional', 'Balet', 'Modern Dance', 'Tari Saman'] }],
  },
];
