import type { FaqEntry } from './faq';

/** FAQ group 3: the 8 referral questions. */
export const REFERRAL_FAQ: readonly FaqEntry[] = [
  {
    id: 'apa-itu-referral',
    question: 'Apa itu program referral Pintar Privat?',
    answer:
      'Program yang memberi Anda komisi setiap kali siswa baru memesan les memakai kode referral Anda. Anda mendapat 10% dari total biaya pemesanan pertamanya, dan siswa tersebut mendapat diskon tambahan 5%.',
  },
  {
    id: 'siapa-boleh',
    question: 'Siapa saja yang boleh ikut?',
    answer:
      'Siapa pun boleh memiliki kode referral, tidak harus siswa atau guru aktif. Saat mendaftar, Anda cukup memilih jenis akun siswa atau guru; kode referral tersedia di kedua jenis akun.',
  },
  {
    id: 'besar-komisi',
    question: 'Berapa besar komisi yang saya terima?',
    answer:
      'Komisi 10% dihitung dari total biaya pemesanan pertama siswa setelah diskon referral 5%. Setelah itu, setiap kali siswa yang sama memesan paket berikutnya, Anda mendapat komisi tambahan 5%.',
  },
  {
    id: 'untung-siswa',
    question: 'Apa keuntungan bagi siswa yang memakai kode saya?',
    answer:
      'Siswa baru mendapat potongan tambahan 5% pada pemesanan pertamanya, di luar diskon 25% yang berlaku untuk semua biaya les.',
  },
  {
    id: 'paket-berlaku',
    question: 'Untuk paket apa saja kode referral berlaku?',
    answer:
      'Kode berlaku untuk semua jenjang, semua kurikulum, serta les offline maupun online, tetapi hanya pada paket Super, Intensif, Super Intensif dan Super Pro. Kode tidak berlaku untuk paket reguler satu pertemuan.',
  },
  {
    id: 'berapa-kali',
    question: 'Berapa kali kode referral bisa dipakai satu siswa?',
    answer:
      'Satu kali, yaitu pada pemesanan pertama siswa tersebut. Pemesanan paket selanjutnya tidak memakai kode lagi, tetapi tetap memberi Anda komisi 5%.',
  },
  {
    id: 'pencairan',
    question: 'Kapan komisi bisa dicairkan?',
    answer:
      'Komisi bisa diklaim setelah siswa melunasi pembayaran paketnya. Setelah Anda mengajukan pencairan, dana masuk ke rekening Anda paling lambat satu minggu.',
  },
  {
    id: 'cara-bagikan',
    question: 'Bagaimana teman saya memakai kode referral?',
    answer:
      'Bagikan kode Anda lewat WhatsApp atau media sosial. Teman Anda memasukkan kode tersebut pada langkah Informasi Tambahan di formulir pemesanan les, lalu menekan tombol cek kode untuk memastikan kodenya berlaku.',
  },
];
