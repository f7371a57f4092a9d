/** Product copy of the home page sections that have no server data (the product's claims). */

export const HOME_HERO = {
  title: 'Les Privat ke Rumah dan Online dengan Guru Terbaik',
  lead: 'Guru privat terverifikasi untuk Toddler, Playgroup, TK, SD, SMP, SMA hingga mahasiswa dan umum. Lebih dari 40 mata pelajaran, jadwal mengikuti Anda, dan diskon 25% untuk semua biaya les.',
  highlights: ['Pilihan guru dalam 2x24 jam', 'Bebas ganti guru', 'Transport guru sudah termasuk'],
} as const;

export interface Advantage {
  id: string;
  title: string;
  text: string;
}

/** The eight advantages. */
export const ADVANTAGES: readonly Advantage[] = [
  {
    id: 'terverifikasi',
    title: 'Guru Terverifikasi',
    text: 'Setiap guru lolos seleksi CV, wawancara dan micro teaching sebelum boleh mengajar.',
  },
  {
    id: 'diskon',
    title: 'Hemat 25%',
    text: 'Diskon 25% untuk semua biaya les, ditambah biaya pendaftaran hanya Rp 50.000 sekali.',
  },
  {
    id: 'pilihan-guru',
    title: 'Pilihan Guru 2x24 Jam',
    text: 'Admin menghubungi Anda dalam 1x24 jam dan mengirim pilihan guru dalam 2x24 jam.',
  },
  {
    id: 'ganti-guru',
    title: 'Bebas Ganti Guru',
    text: 'Kurang cocok dengan gurunya? Ganti guru sebanyak yang Anda perlukan, tanpa biaya.',
  },
  {
    id: 'offline-online',
    title: 'Offline atau Online',
    text: 'Guru datang ke rumah, atau belajar lewat video conference dari mana saja.',
  },
  {
    id: 'jadwal',
    title: 'Jadwal Fleksibel',
    text: 'Atur dan ubah jadwal les di website, cukup sepakati bersama guru.',
  },
  {
    id: 'tidak-hangus',
    title: 'Pertemuan Tidak Hangus',
    text: 'Sisa pertemuan tidak hangus setelah satu bulan dan bisa dilanjutkan kapan saja.',
  },
  {
    id: 'transport',
    title: 'Termasuk Transport',
    text: 'Paket les offline sudah termasuk biaya transport guru, tanpa tambahan per pertemuan.',
  },
];

export interface ServiceOffer {
  id: string;
  title: string;
  audience: string;
  points: readonly string[];
}

/** Services Private and Group (a group has 2 to 4 students). */
export const SERVICES: readonly ServiceOffer[] = [
  {
    id: 'privat',
    title: 'Les Privat',
    audience: 'Satu guru untuk satu siswa',
    points: [
      'Materi dan tempo belajar sepenuhnya mengikuti kebutuhan anak',
      'Cocok untuk mengejar ketertinggalan, persiapan ujian dan olimpiade',
      'Offline 60 menit (Toddler dan Playgroup) atau 90 menit, online 90 menit',
    ],
  },
  {
    id: 'grup',
    title: 'Les Grup',
    audience: '2 sampai 4 siswa bersama satu guru',
    points: [
      'Pas untuk kakak-adik, sepupu atau teman satu kelas',
      'Biaya per siswa lebih ringan dibanding les privat',
      'Setiap pertemuan berdurasi 90 menit, offline maupun online',
    ],
  },
];

export interface RegistrationStep {
  title: string;
  text: string;
}

/** How a customer orders (the product's promises and the four-step wizard). */
export const REGISTRATION_STEPS: readonly RegistrationStep[] = [
  {
    title: 'Cek biaya les',
    text: 'Pilih program, jumlah siswa dan lokasi di halaman Biaya Les untuk melihat harga setiap paket.',
  },
  {
    title: 'Masuk dan isi formulir',
    text: 'Masuk atau daftar akun siswa, lalu isi paket, jadwal, lokasi dan preferensi guru.',
  },
  {
    title: 'Konfirmasi admin',
    text: 'Admin menghubungi Anda dalam 1x24 jam dan mengirim pilihan guru paling lambat 2x24 jam.',
  },
  {
    title: 'Bayar dan mulai belajar',
    text: 'Bayar paket (beberapa paket bisa dicicil) dan guru pilihan Anda mulai mengajar sesuai jadwal.',
  },
];

export const TEACHER_BANNER = {
  title: 'Punya keahlian mengajar? Jadilah pengajar di Pintar Privat',
  text: 'Setiap hari ada siswa baru yang mencari guru. Pilih wilayah, jadwal dan bidang yang Anda kuasai, offline maupun online.',
} as const;
