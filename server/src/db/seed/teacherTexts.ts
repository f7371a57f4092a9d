import type { Random } from './prng';

/** Sentences the seed combines into teacher descriptions and reviews (no lorem ipsum). */

const DESCRIPTION_STYLES = [
  'Saya terbiasa memulai dari konsep dasar lalu naik perlahan ke soal yang lebih menantang.',
  'Setiap pertemuan saya tutup dengan latihan singkat supaya orang tua bisa melihat perkembangannya.',
  'Saya senang memakai contoh sehari-hari agar materi terasa dekat dan mudah diingat.',
  'Pendekatan saya santai tetapi terukur: target belajar dibuat bersama siswa di awal bulan.',
  'Saya menyesuaikan cara mengajar dengan gaya belajar anak, visual, auditori maupun kinestetik.',
  'Saya selalu menyiapkan ringkasan materi dan bank soal yang bisa dipelajari ulang di rumah.',
  'Bagi saya, siswa yang berani bertanya adalah tanda les berjalan dengan baik.',
  'Saya terbiasa mendampingi siswa yang tertinggal pelajaran hingga kembali percaya diri.',
];

const DESCRIPTION_ACHIEVEMENTS = [
  'Beberapa siswa saya berhasil masuk sekolah dan kampus favorit mereka.',
  'Saya pernah menjadi asisten dosen dan mentor di bimbingan belajar.',
  'Saya aktif mengikuti pelatihan guru dan kurikulum terbaru.',
  'Orang tua siswa bisa memantau perkembangan lewat laporan bulanan dari saya.',
  'Saya pernah membina siswa hingga menjadi juara lomba tingkat kota.',
  'Saya juga berpengalaman mengajar anak berkebutuhan belajar khusus dengan sabar.',
];

export function teacherDescription(
  random: Random,
  jurusan: string,
  perguruanTinggi: string,
  mapel: string,
  jenjang: string,
): string {
  const years = random.int(1, 9);
  const focus = mapel.split(', ').slice(0, 2).join(' dan ');
  return [
    `Lulusan ${jurusan} ${perguruanTinggi} dengan pengalaman ${years} tahun mengajar ${focus} untuk ${jenjang}.`,
    random.pick(DESCRIPTION_STYLES),
    random.pick(DESCRIPTION_ACHIEVEMENTS),
  ].join(' ');
}

const PRAISE_OPENINGS = [
  '{p} sangat sabar dan telaten menghadapi anak saya.',
  'Penjelasan {p} runtut dan mudah dipahami.',
  'Anak saya jadi semangat belajar sejak les dengan {p}.',
  '{p} disiplin dan selalu datang tepat waktu.',
  'Cara mengajar {p} menyenangkan, anak tidak merasa bosan.',
  'Sejak awal {p} menanyakan target belajar anak kami dengan detail.',
  '{p} komunikatif dengan orang tua dan rutin memberi kabar perkembangan.',
];

const PRAISE_MIDDLES = [
  'Materi {m} yang tadinya terasa sulit sekarang jauh lebih dipahami.',
  'Nilai ulangan {m} naik cukup jauh setelah sebulan les.',
  'Setiap pertemuan selalu ada latihan soal {m} dan evaluasi singkat.',
  'Contoh-contoh yang dipakai dekat dengan kehidupan sehari-hari, jadi cepat nyambung.',
  'PR sekolah sekarang dikerjakan sendiri tanpa harus ditemani terus.',
  'Anak saya sekarang berani bertanya di kelas, tidak malu lagi.',
  'Rangkuman yang dibuat sangat membantu ketika persiapan ujian.',
];

const PRAISE_CLOSINGS = [
  'Terima kasih, kami lanjut ke paket berikutnya.',
  'Sangat direkomendasikan!',
  'Semoga sukses selalu.',
  'Puas sekali dengan pelayanannya.',
  'Terima kasih atas kesabarannya selama ini.',
  '',
];

const AVERAGE_REVIEWS = [
  'Cukup membantu untuk {m}, hanya saja jadwalnya beberapa kali bergeser.',
  'Penjelasannya baik, tetapi latihan soalnya masih kurang banyak.',
  'Lumayan, anak mulai paham dasar-dasar {m}. Semoga ke depan lebih interaktif.',
  'Gurunya ramah, tetapi materinya kadang terlalu cepat untuk anak saya.',
];

const POOR_REVIEWS = [
  '{p} beberapa kali terlambat dan kurang menyiapkan materi {m}.',
  'Kurang cocok dengan gaya belajar anak saya, kami akhirnya minta ganti guru.',
  'Penjelasan {m} kurang jelas dan jarang ada latihan soal.',
];

const fill = (template: string, panggilan: string, mapel: string) =>
  template.replace('{p}', panggilan).replace('{m}', mapel);

export function reviewText(random: Random, rating: number, panggilan: string, mapel: string): string {
  if (rating >= 4) {
    return [random.pick(PRAISE_OPENINGS), random.pick(PRAISE_MIDDLES), random.pick(PRAISE_CLOSINGS)]
      .map((sentence) => fill(sentence, panggilan, mapel))
      .filter(Boolean)
      .join(' ');
  }
  return fill(random.pick(rating === 3 ? AVERAGE_REVIEWS : POOR_REVIEWS), panggilan, mapel);
}
