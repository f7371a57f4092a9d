/** Become-a-teacher page copy (SPEC §1 onboarding steps). */

export const TEACHER_HERO = {
  title: 'Jadi Pengajar Les Privat di Pintar Privat',
  lead:
    'Bagikan ilmu Anda dan dapatkan penghasilan tambahan. Pilih sendiri bidang, wilayah dan jadwal mengajar, offline ke rumah siswa atau online dari mana saja.',
} as const;

export const TEACHER_ABOUT: readonly string[] = [
  'Pintar Privat mempertemukan ribuan siswa dan orang tua dengan guru privat di seluruh Indonesia. Admin kami yang mencarikan siswa, mengurus jadwal dan pembayaran, sehingga Anda bisa fokus mengajar.',
  'Setiap hari ada info siswa baru: dari anak Playgroup yang belajar calistung, siswa SMA yang bersiap UTBK, sampai karyawan yang ingin lancar berbahasa Inggris.',
];

export const WHO_MAY_TEACH: readonly { title: string; text: string }[] = [
  { title: 'Mahasiswa aktif', text: 'Dari perguruan tinggi negeri maupun swasta, yang menguasai mata pelajaran sekolah.' },
  { title: 'Lulusan perguruan tinggi', text: 'Sarjana atau diploma yang ingin mengajar penuh waktu maupun paruh waktu.' },
  { title: 'Guru sekolah', text: 'Guru aktif atau pensiunan yang ingin menambah siswa di luar jam sekolah.' },
  { title: 'Praktisi dan pelatih', text: 'Musik, renang, beladiri, menggambar, menari, bahasa asing, komputer dan mengaji.' },
];

export const TEACHER_BENEFITS: readonly { title: string; text: string }[] = [
  { title: 'Jadwal dan wilayah fleksibel', text: 'Ajukan diri hanya pada siswa yang sesuai dengan waktu luang dan wilayah Anda.' },
  { title: 'Siswa baru setiap hari', text: 'Tidak perlu mencari murid sendiri: info siswa baru kami umumkan setiap hari.' },
  { title: 'Penghasilan tambahan', text: 'Honor per pertemuan yang jelas, dengan transport les offline sudah diperhitungkan dalam paket.' },
  { title: 'Briefing dan pelatihan', text: 'Sebelum mengajar siswa baru, Anda mendapat briefing tentang kebutuhan siswa dan pelatihan mengajar.' },
  { title: 'Mengajar online dari mana saja', text: 'Les online lewat video conference membuka siswa dari kota lain, termasuk program Olimpiade/OSN.' },
];

/**
 * The onboarding timeline: SPEC §1's ten steps word for word in meaning, plus an eleventh
 * (reviews and growth) because SPEC §2 announces an eleven-step timeline.
 */
export const ONBOARDING_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Daftar akun dan kirim profil', text: 'Buat akun pengajar, lengkapi data diri, pendidikan, bidang yang diajarkan dan CV.' },
  { title: 'Tunggu peninjauan admin', text: 'Admin meninjau profil dan CV Anda dalam 1-2 minggu.' },
  { title: 'Admin menjadwalkan micro teaching', text: 'Jika profil lolos, admin menghubungi Anda untuk menentukan jadwal micro teaching.' },
  { title: 'Penilaian micro teaching', text: 'Anda mengajar satu topik singkat di depan penilai, yang menilai materi dan cara menjelaskan.' },
  { title: 'Lulus dan terverifikasi', text: 'Akun Anda terverifikasi dan siap mengajukan diri kepada siswa.' },
  { title: 'Cek info siswa baru setiap hari', text: 'Lihat daftar siswa baru beserta program, jenjang, wilayah dan jadwalnya.' },
  { title: 'Ajukan diri untuk mengajar', text: 'Apply pada siswa yang sesuai; orang tua atau siswa yang memutuskan guru pilihannya.' },
  { title: 'Briefing dan pelatihan', text: 'Admin menjelaskan kebutuhan siswa, target belajar dan aturan mengajar.' },
  { title: 'Onboarding', text: 'Perkenalan dengan siswa dan orang tua, lalu jadwal les pertama disepakati.' },
  { title: 'Mengajar', text: 'Mulai mengajar sesuai jadwal, offline di rumah siswa atau online.' },
  { title: 'Dapatkan ulasan dan berkembang', text: 'Siswa dan orang tua memberi ulasan; rating terbaik membawa Anda menjadi Guru Terbaik Bulan Ini.' },
];
