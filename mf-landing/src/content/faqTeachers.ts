import type { FaqEntry } from './faq';

/** FAQ group 1: the 5 questions of prospective teachers. */
export const TEACHER_FAQ: readonly FaqEntry[] = [
  {
    id: 'syarat',
    question: 'Apa syarat untuk menjadi pengajar?',
    answer:
      'Anda menguasai bidang yang ingin diajarkan dan bisa membuktikannya lewat CV, wawancara dan micro teaching. Mahasiswa aktif, lulusan perguruan tinggi, guru sekolah maupun praktisi (misalnya musik, renang atau bahasa asing) semuanya boleh mendaftar.',
  },
  {
    id: 'lama-seleksi',
    question: 'Berapa lama proses seleksinya?',
    answer:
      'Setelah profil Anda lengkap, admin meninjaunya dalam 1-2 minggu. Jika lolos, admin menjadwalkan micro teaching, dan hasil penilaiannya menentukan apakah akun Anda terverifikasi.',
  },
  {
    id: 'micro-teaching',
    question: 'Apa itu micro teaching?',
    answer:
      'Micro teaching adalah simulasi mengajar singkat di depan penilai dari tim kami. Anda menjelaskan satu topik dari bidang yang Anda pilih seperti sedang mengajar siswa, lalu dinilai dari penguasaan materi, cara menjelaskan dan sikap mengajar.',
  },
  {
    id: 'dapat-siswa',
    question: 'Bagaimana cara mendapatkan siswa?',
    answer:
      'Setelah terverifikasi, cek info siswa baru setiap hari di halaman lowongan mengajar dan ajukan diri pada siswa yang sesuai dengan bidang, wilayah dan jadwal Anda. Keputusan akhir ada pada orang tua atau siswa.',
  },
  {
    id: 'mengajar-online',
    question: 'Apakah saya bisa mengajar online?',
    answer:
      'Bisa. Banyak siswa memilih les online lewat video conference berdurasi 90 menit, sehingga Anda bisa mengajar siswa dari kota mana pun. Program Olimpiade/OSN bahkan hanya tersedia secara online.',
  },
];
