/** Become-a-teacher page copy (the teachers' onboarding steps). */

export const TEACHER_HERO = {
  title: 'Jadi Pengajar Les Privat di Pintar Privat',
  lead: 'Bagikan ilmu Anda dan dapatkan penghasilan tambahan. Pilih sendiri bidang, wilayah dan jadwal mengajar, offline ke rumah siswa atau online dari mana saja.',
} as const;

export const TEACHER_ABOUT: readonly string[] = [
  'Pintar Privat mempertemukan ribuan siswa dan orang tua dengan guru privat di seluruh Indonesia. Admin kami yang mencarikan siswa, mengurus jadwal dan pembayaran, sehingga Anda bisa fokus mengajar.',
  'Setiap hari ada info siswa baru: dari anak Playgroup yang belajar calistung, siswa SMA yang bersiap UTBK, sampai karyawan yang ingin lancar berbahasa Inggris.',
];

export const WHO_MAY_TEACH: readonly { title: string; text: string }[] = [
  {
    title: 'Mahasiswa aktif',
    text: 'Dari perguruan tinggi negeri maupun swasta, yang menguasai mata pelajaran sekolah.',
  },
  {
    title: 'Lulusan perguruan tinggi',
    text: 'Sarjana atau diploma yang ingin mengajar penuh waktu maupun paruh waktu.',
  },
  { title: 'Guru sekolah', text: 'Guru aktif atau pensiunan yang ingin menambah siswa di luar jam sekolah.' },
  {
    title: 'Praktisi dan pelatih',
    text: 'Musik, renang, beladiri, menggambar, menari, bahasa asing, komputer dan mengaji.',
  },
];

export const TEACHER_BENEFITS: readonly { title: string; text: string }[] = [
  {
    title: 'Jadwal dan wilayah fleksibel',
    text: 'Ajukan diri hanya pada siswa yang sesuai dengan waktu luang dan wilayah Anda.',
  },
  {
    title: 'Siswa baru setiap hari',
    text: 'Tidak perlu mencari murid sendiri: info siswa baru kami umumkan setiap hari.',
  },
  {
    title: 'Penghasilan tambahan',
    text: 'Honor per pertemuan yang jelas, dengan transport les offline sudah diperhitungkan dalam paket.',
  },
  {
    title: 'Briefing dan pelatihan',
    text: 'Sebelum mengajar siswa baru, Anda mendapat briefing tentang kebutuhan siswa dan pelatihan mengajar.',
  },
  {
    title: 'Mengajar online dari mana saja',
    text: 'Les online lewat video conference membuka siswa dari kota lain, termasuk program Olimpiade/OSN.',
  },
];

/** The onboarding timeline lives in @tutor/rules: the teacher's own page follows the same eleven steps. */
export { ONBOARDING_STEPS } from '@tutor/rules';
