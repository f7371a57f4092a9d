import type { FaqEntry } from './faq';
import { PAYMENT_ANSWER_WITHOUT_PACKAGES } from './paymentFaq';

/** FAQ group 2: the 15 questions of parents and students. */
export const CUSTOMER_FAQ: readonly FaqEntry[] = [
  {
    id: 'apa-itu',
    question: 'Apa itu Pintar Privat?',
    answer:
      'Pintar Privat adalah layanan les privat yang mempertemukan siswa dan orang tua dengan guru privat terverifikasi. Les bisa dilakukan secara offline (guru datang ke rumah) atau online lewat video conference, untuk jenjang Toddler dan Playgroup sampai mahasiswa dan umum.',
  },
  {
    id: 'cara-pesan',
    question: 'Bagaimana cara memesan les privat?',
    answer:
      'Cek biaya di halaman Biaya Les, masuk atau daftar akun siswa, lalu isi formulir pemesanan empat langkah: paket dan program, waktu les, lokasi, dan informasi tambahan. Setelah pesanan masuk, admin menghubungi Anda dalam 1x24 jam untuk konfirmasi.',
  },
  {
    id: 'biaya-pendaftaran',
    question: 'Apakah ada biaya pendaftaran?',
    answer:
      'Ada. Siswa baru membayar biaya pendaftaran Rp 50.000 satu kali saja di awal, bersamaan dengan pemesanan pertama. Pemesanan paket berikutnya tidak dikenakan biaya pendaftaran lagi.',
  },
  {
    id: 'diskon',
    question: 'Benarkah ada diskon 25%?',
    answer:
      'Benar. Semua biaya les mendapat diskon 25%, dan diskon ini sudah termasuk dalam harga yang tampil saat memesan, tanpa kode voucher. Ingin info lebih lanjut? Masukkan nomor WhatsApp Anda di kotak "Dapatkan Diskon 25%" dan admin kami akan mengirim info lewat WhatsApp.',
  },
  {
    id: 'pembayaran',
    question: 'Bagaimana sistem pembayarannya? Apakah bisa dicicil?',
    // which packages and how many times: the packages table's (paymentFaq.ts), never written here
    answer: PAYMENT_ANSWER_WITHOUT_PACKAGES,
  },
  {
    id: 'durasi',
    question: 'Berapa lama durasi satu pertemuan?',
    answer:
      'Les offline berdurasi 60 menit untuk Toddler dan Playgroup, dan 90 menit untuk jenjang lainnya. Les online dan les grup berdurasi 90 menit.',
  },
  {
    id: 'pilihan-guru',
    question: 'Kapan saya mendapatkan pilihan guru?',
    answer:
      'Pilihan guru kami kirimkan paling lambat 2x24 jam setelah pesanan dikonfirmasi. Anda bisa membaca profil, latar pendidikan dan ulasan setiap guru sebelum memilih.',
  },
  {
    id: 'ganti-guru',
    question: 'Bolehkah saya mengganti guru?',
    answer:
      'Boleh, dan tidak ada batasnya. Jika guru dirasa kurang cocok, sampaikan kepada admin; kami kirimkan pilihan guru pengganti tanpa biaya tambahan.',
  },
  {
    id: 'ubah-jadwal',
    question: 'Bagaimana jika saya ingin mengubah jadwal les?',
    answer:
      'Jadwal dapat diubah sendiri melalui website. Karena guru juga punya jadwal lain, perubahan tersebut perlu disepakati terlebih dahulu bersama guru.',
  },
  {
    id: 'pertemuan-hangus',
    question: 'Apakah sisa pertemuan hangus setelah satu bulan?',
    answer:
      'Tidak. Pertemuan yang belum terpakai tidak hangus setelah satu bulan, sehingga bisa dilanjutkan pada jadwal berikutnya, misalnya setelah libur sekolah atau saat anak sakit.',
  },
  {
    id: 'transport',
    question: 'Apakah biaya les offline sudah termasuk transport guru?',
    answer:
      'Sudah. Semua paket les offline sudah termasuk biaya transport guru ke rumah Anda, jadi tidak ada biaya tambahan per pertemuan.',
  },
  {
    id: 'kualitas-guru',
    question: 'Bagaimana Pintar Privat memastikan kualitas gurunya?',
    answer:
      'Setiap calon guru melewati seleksi CV, wawancara dan micro teaching (simulasi mengajar di depan penilai). Hanya guru yang lulus ketiga tahap ini yang terverifikasi dan boleh mengajar. Ulasan dari siswa dan orang tua juga kami pantau setiap bulan.',
  },
  {
    id: 'privat-atau-grup',
    question: 'Apa bedanya les privat dan les grup?',
    answer:
      'Les privat berarti satu guru untuk satu siswa, sehingga materi dan tempo belajar sepenuhnya mengikuti anak. Les grup diikuti 2 sampai 4 siswa bersama satu guru, cocok untuk kakak-adik atau teman sekelas, dengan biaya per siswa yang lebih ringan.',
  },
  {
    id: 'batas-daftar',
    question: 'Kapan batas waktu pendaftaran les?',
    answer:
      'Pendaftaran dibuka kapan saja sepanjang tahun. Agar kami sempat mencarikan guru yang tepat, daftarlah paling lambat 2 hari sebelum tanggal mulai les yang Anda inginkan.',
  },
  {
    id: 'mapel-tidak-ada',
    question: 'Mata pelajaran yang saya cari tidak ada di daftar. Bagaimana?',
    answer:
      'Kami mengajar lebih dari 40 mata pelajaran, tetapi tidak semuanya tercantum di formulir. Hubungi admin lewat tombol WhatsApp, sebutkan mata pelajaran dan jenjangnya, dan kami carikan guru yang sesuai.',
  },
];
