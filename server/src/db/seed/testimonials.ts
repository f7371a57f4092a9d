import type { Insertable, Kysely } from 'kysely';
import { addDaysIso as addDays } from '@tutor/rules';
import type { Database, TestimonialTable } from '../schema';
import { insertInBatches } from './batch';
import { randomPerson } from './people';
import type { Random } from './prng';

export const TESTIMONIAL_COUNT = 62;

const ROLES = [
  { peran: 'Orang tua siswa kelas 2 SD', parent: true, topic: 'membaca dan berhitung' },
  { peran: 'Orang tua siswa kelas 5 SD', parent: true, topic: 'Matematika' },
  { peran: 'Orang tua siswa TK B', parent: true, topic: 'persiapan masuk SD' },
  { peran: 'Orang tua siswa kelas 8 SMP', parent: true, topic: 'IPA dan Matematika' },
  { peran: 'Orang tua siswa kelas 9 SMP', parent: true, topic: 'persiapan ujian sekolah' },
  { peran: 'Siswa kelas 11 SMA', parent: false, topic: 'Fisika dan Kimia' },
  { peran: 'Siswa kelas 12 SMA', parent: false, topic: 'persiapan UTBK' },
  { peran: 'Siswa SMK jurusan Akuntansi', parent: false, topic: 'Akuntansi Dasar' },
  { peran: 'Mahasiswa tingkat akhir', parent: false, topic: 'statistik untuk skripsi' },
  { peran: 'Karyawan swasta', parent: false, topic: 'Business English' },
  { peran: 'Orang tua peserta les renang', parent: true, topic: 'renang' },
  { peran: 'Orang tua peserta les mengaji', parent: true, topic: 'tahsin dan tajwid' },
  { peran: 'Orang tua peserta les piano', parent: true, topic: 'piano' },
  { peran: 'Siswa kelas 10 SMA', parent: false, topic: 'Matematika Wajib' },
];

const SITUATIONS = [
  'Awalnya kami ragu mencari guru privat lewat internet, tetapi prosesnya ternyata mudah dan cepat.',
  'Admin langsung menghubungi kami kurang dari sehari setelah pemesanan dan menawarkan beberapa pilihan guru.',
  'Kami sempat berganti guru sekali karena jadwal, dan prosesnya tidak dipersulit sama sekali.',
  'Jadwal les bisa diatur lewat website sehingga tidak bentrok dengan kegiatan sekolah.',
  'Gurunya datang ke rumah tepat waktu dan membawa bahan latihan sendiri.',
  'Les online-nya lancar, gurunya menyiapkan papan tulis digital dan materi yang rapi.',
  'Yang paling saya suka, guru selalu memberi laporan singkat setelah pertemuan.',
  'Harga paketnya jelas sejak awal dan potongan 25% sangat membantu kami.',
  'Guru yang dikirim benar-benar sesuai permintaan kami, sabar dan komunikatif.',
  'Kami memilih paket Intensif dan ternyata pas dengan kebutuhan belajar anak.',
  'Saya belajar setelah pulang kerja, dan gurunya fleksibel dengan jadwal malam.',
  'Pertemuan pertama dipakai untuk memetakan kemampuan, jadi materinya tepat sasaran.',
];

const RESULTS = [
  'Dalam dua bulan, kemampuan {t} meningkat jelas dan nilai rapor ikut naik.',
  'Sekarang belajar {t} tidak lagi jadi momok, malah ditunggu-tunggu.',
  'Hasil tryout untuk {t} naik hampir dua puluh poin.',
  'Kepercayaan diri dalam {t} tumbuh, tidak takut lagi ketika ditanya guru di kelas.',
  'Target kami untuk {t} tercapai lebih cepat dari perkiraan.',
  'Kebiasaan belajarnya membaik: {t} dikerjakan rutin tanpa disuruh.',
  'Ujian kemarin lulus dengan nilai yang memuaskan, terutama untuk {t}.',
  'Kami bisa melihat kemajuan {t} dari catatan perkembangan setiap minggu.',
];

const CLOSINGS = [
  'Terima kasih, kami akan lanjut paket berikutnya.',
  'Sangat kami rekomendasikan untuk keluarga lain.',
  'Semoga layanan ini terus berkembang.',
  'Pelayanan adminnya juga ramah dan responsif.',
  'Sepadan dengan biaya yang dikeluarkan.',
  'Anak saya bahkan minta jadwal les ditambah.',
];

const PARENT_TITLES = { P: 'Ibu', L: 'Bapak' } as const;

export function buildTestimonials(random: Random): Insertable<TestimonialTable>[] {
  const rows: Insertable<TestimonialTable>[] = [];
  for (let id = 1; id <= TESTIMONIAL_COUNT; id++) {
    const role = random.pick(ROLES);
    const person = randomPerson(random, 0.6);
    const nama = role.parent ? `${PARENT_TITLES[person.jenisKelamin]} ${person.nama}` : person.nama;
    const [situation, result] = [random.pick(SITUATIONS), random.pick(RESULTS).replace('{t}', role.topic)];
    rows.push({
      id,
      nama,
      peran: role.peran,
      foto: `/media/testimoni/${id}.svg`,
      rating: random.chance(0.8) ? 5 : 4,
      testimoni: [situation, result, random.pick(CLOSINGS)].join(' '),
      tanggal: addDays('2024-01-05', id * 10 + random.int(0, 9)),
    });
  }
  return rows;
}

export async function seedTestimonials(db: Kysely<Database>, random: Random): Promise<void> {
  await insertInBatches(db, 'testimonials', buildTestimonials(random));
}
