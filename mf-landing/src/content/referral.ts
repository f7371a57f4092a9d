/** Referral page copy (the referral programme and its rules). */

/** The price of the product's worked example; every other figure of the table is computed from it. */
export const SAMPLE_PACKAGE_PRICE = 2_394_000;

export const REFERRAL_HERO = {
  title: 'Program Referral: Ajak Teman Les, Dapat Komisi',
  lead: 'Bagikan kode referral Anda kepada teman, saudara atau tetangga yang mencari guru les. Mereka hemat 5%, Anda mendapat komisi 10% dari biaya les pertamanya.',
} as const;

export const REFERRAL_EXPLANATION: readonly string[] = [
  'Setiap akun Pintar Privat memiliki kode referral sendiri. Ketika siswa baru memesan les dan memasukkan kode Anda, siswa tersebut langsung mendapat potongan tambahan 5% pada pemesanan pertamanya.',
  'Sebagai terima kasih, Anda menerima komisi 10% dari total biaya pemesanan pertama itu. Selama siswa tersebut terus belajar bersama kami, setiap pemesanan paket berikutnya memberi Anda komisi tambahan 5%.',
  'Kode berlaku untuk semua jenjang, semua kurikulum, les offline maupun online, pada paket Super, Intensif, Super Intensif dan Super Pro.',
];

export const REFERRAL_BENEFITS: readonly { title: string; text: string }[] = [
  { title: 'Komisi 10%', text: 'Dari total biaya pemesanan pertama setiap siswa baru yang memakai kode Anda.' },
  { title: 'Tambahan 5% seterusnya', text: 'Setiap kali siswa yang sama memesan paket berikutnya.' },
  { title: 'Diskon 5% untuk teman Anda', text: 'Siswa baru hemat 5% pada pemesanan pertamanya.' },
  {
    title: 'Cair dalam seminggu',
    text: 'Komisi bisa diklaim setelah siswa membayar, dan masuk paling lambat satu minggu setelah pengajuan.',
  },
];

export const REFERRAL_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Daftar akun', text: 'Buat akun Pintar Privat gratis dan pilih jenis akun siswa atau guru.' },
  { title: 'Salin kode referral', text: 'Kode referral Anda tersedia di dashboard akun segera setelah mendaftar.' },
  {
    title: 'Bagikan kepada teman',
    text: 'Teman Anda memasukkan kode pada langkah Informasi Tambahan saat memesan les.',
  },
  {
    title: 'Klaim komisi',
    text: 'Setelah teman Anda membayar, ajukan pencairan; dana masuk paling lambat satu minggu.',
  },
];
