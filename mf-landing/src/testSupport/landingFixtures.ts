import type {
  BannerSummary,
  BestTeacher,
  BlogTeaser,
  DiscountClaimAnswer,
  LevelCard,
  SelectOption,
  TeacherReviewPair,
  TestimonyItem,
  TestimonyPage,
} from '@tutor/contract';

/** Answers shaped exactly like the server's (shared/api/src/types.ts). */

export const bannerSummary: BannerSummary = {
  rating: 4.7,
  teacher_verified: 2150,
  student: 12480,
  testimoni: 538,
  follower: 35,
  school: 870,
};

export const levelCards: LevelCard[] = [
  {
    jenjang_id: 13,
    image: '/media/jenjang/13.svg',
    name: 'TK',
    detail: 'Calistung dan persiapan masuk SD bersama guru yang sabar.',
  },
  { jenjang_id: 14, image: '/media/jenjang/14.svg', name: 'SD', detail: 'Semua mata pelajaran SD kelas 1 sampai 6.' },
  {
    jenjang_id: 15,
    image: '/media/jenjang/15.svg',
    name: 'SMP',
    detail: 'Matematika, IPA dan bahasa untuk kelas 7 sampai 9.',
  },
  {
    jenjang_id: 16,
    image: '/media/jenjang/16.svg',
    name: 'SMA',
    detail: 'Pendalaman materi dan persiapan ujian kelas 10 sampai 12.',
  },
  {
    jenjang_id: 24,
    image: '/media/jenjang/24.svg',
    name: 'UTBK/Persiapan PTN',
    detail: 'Latihan soal TPS dan literasi menuju PTN impian.',
  },
];

export function bestTeacher(id: number, name: string): BestTeacher {
  return {
    id,
    rating: 4.9,
    foto: `/media/guru/${id}.svg`,
    minat_mengajar: 'Matematika SMP, Fisika SMA',
    full_panggilan: name,
    deskripsi:
      'Sabar menjelaskan konsep dasar sampai siswa benar-benar paham, terbiasa mendampingi persiapan ujian sekolah dan olimpiade.',
    jurusan: 'Pendidikan Matematika',
    sekolah_tinggi: 'Universitas Negeri Jakarta',
  };
}

export const bestTeachers: BestTeacher[] = [
  bestTeacher(101, 'Rina Wulandari (Rina)'),
  bestTeacher(102, 'Budi Santoso (Budi)'),
  bestTeacher(103, 'Siti Aminah (Amin)'),
  bestTeacher(104, 'Andi Pratama (Andi)'),
];

export function testimonyItem(
  id: number,
  name: string,
  testimoni = `Anak saya jadi lebih percaya diri belajar bersama ${name}.`,
): TestimonyItem {
  return { id, foto: `/media/testimoni/${id}.svg`, full_panggilan: name, rating: 5, testimoni };
}

export function testimonyPage(current: number, last: number, items: TestimonyItem[]): TestimonyPage {
  return { data: items, current_page: current, last_page: last };
}

export const teacherReviewPairs: TeacherReviewPair[] = [
  { first: testimonyItem(201, 'Ibu Dewi'), second: testimonyItem(202, 'Bapak Hendra') },
  { first: testimonyItem(203, 'Nadia Putri'), second: null },
];

export const blogTeasers: BlogTeaser[] = [
  {
    id: 1,
    slug: 'tips-belajar-matematika',
    gambar: '/media/blog/1.svg',
    tanggal: '2026-11-02',
    jam: '08:30',
    judul: 'Tips Belajar Matematika agar Anak Tidak Takut Angka',
    isi: '<p>Matematika terasa sulit ketika <strong>konsep dasar</strong> belum kuat.</p>',
  },
  {
    id: 2,
    slug: 'persiapan-utbk',
    gambar: '/media/blog/2.svg',
    tanggal: '2026-10-20',
    jam: '10:00',
    judul: 'Persiapan UTBK Tiga Bulan Sebelum Ujian',
    isi: '<p>Buat jadwal latihan soal mingguan.</p>',
  },
];

export const jenjangOptions: SelectOption[] = [
  { value: 11, label: 'Toddler' },
  { value: 14, label: 'SD' },
  { value: 28, label: 'Musik' },
  { value: 34, label: 'Olimpiade/OSN' },
];

export function discountClaimAnswer(numberWhatsapp: string): DiscountClaimAnswer {
  return {
    message: `Diskon 25% sudah termasuk dalam harga setiap paket les, tanpa kode voucher. Admin kami akan mengirim info lewat WhatsApp ke nomor ${numberWhatsapp}.`,
    data: { number_whatsapp: numberWhatsapp, channel: 'whatsapp', sent: true },
  };
}
