/**
 * The fit score of an opening for one teacher (DESIGN §8, beyond SPEC): 0-100 with its reasons,
 * from the level and subjects taught, the place, the gender preference and how many of the
 * requested weekly slots fall in the teacher's availability. The job board sorts by it.
 */

/** How long one meeting is taken to last when checking it against availability. */
export const LESSON_DURATION_MINUTES = 90;

/** Points per part; they sum to 100. */
export const FIT_WEIGHTS = { level: 30, subjects: 25, place: 20, gender: 10, schedule: 15 } as const;

export interface FitTeacher {
  jenjangIds: readonly number[];
  /** subject names the teacher teaches (compared without case) */
  subjects: readonly string[];
  kotaIds: readonly number[];
  online: boolean;
  jenisKelamin: 'L' | 'P';
  ketersediaan: readonly { hari: string; jam_mulai: string; jam_selesai: string }[];
}

export interface FitOpening {
  jenjangId: number;
  jenjangName: string;
  subjects: readonly string[];
  sistem: 'Online' | 'Offline';
  kotaId: number | null;
  kotaName: string | null;
  preferensiGuru: 'bebas' | 'perempuan' | 'laki-laki';
  waktuLes: readonly { hari: string; jam: string }[];
}

export interface FitScore {
  skor: number;
  alasan: string[];
}

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Whether a whole meeting starting at `jam` on `hari` lies inside one availability window. */
export function slotAvailable(teacher: Pick<FitTeacher, 'ketersediaan'>, slot: { hari: string; jam: string }): boolean {
  const start = minutesOf(slot.jam);
  return teacher.ketersediaan.some(
    (window) => window.hari === slot.hari && minutesOf(window.jam_mulai) <= start && start + LESSON_DURATION_MINUTES <= minutesOf(window.jam_selesai),
  );
}

function placePart(teacher: FitTeacher, opening: FitOpening): [number, string] {
  if (opening.sistem === 'Online') {
    return teacher.online ? [FIT_WEIGHTS.place, 'Les online, Anda bersedia mengajar online'] : [0, 'Les online, profil Anda belum bersedia online'];
  }
  const where = opening.kotaName ?? 'kota siswa';
  return opening.kotaId !== null && teacher.kotaIds.includes(opening.kotaId) ? [FIT_WEIGHTS.place, `Di ${where}, wilayah yang Anda layani`] : [0, `Di ${where}, di luar wilayah Anda`];
}

function genderPart(teacher: FitTeacher, opening: FitOpening): [number, string] {
  if (opening.preferensiGuru === 'bebas') return [FIT_WEIGHTS.gender, 'Siswa tidak memilih jenis kelamin guru'];
  const wanted = opening.preferensiGuru === 'perempuan' ? 'P' : 'L';
  const label = opening.preferensiGuru === 'perempuan' ? 'guru perempuan' : 'guru laki-laki';
  return teacher.jenisKelamin === wanted ? [FIT_WEIGHTS.gender, `Siswa mencari ${label}`] : [0, `Siswa mencari ${label}`];
}

export function fitScore(teacher: FitTeacher, opening: FitOpening): FitScore {
  const alasan: string[] = [];
  let skor = 0;

  const teachesLevel = teacher.jenjangIds.includes(opening.jenjangId);
  if (teachesLevel) skor += FIT_WEIGHTS.level;
  alasan.push(teachesLevel ? `Anda mengajar jenjang ${opening.jenjangName}` : `Jenjang ${opening.jenjangName} belum ada di profil Anda`);

  const taught = new Set(teacher.subjects.map((name) => name.trim().toLowerCase()));
  const matching = opening.subjects.filter((name) => taught.has(name.trim().toLowerCase()));
  if (opening.subjects.length > 0) {
    skor += Math.round((FIT_WEIGHTS.subjects * matching.length) / opening.subjects.length);
    alasan.push(`${matching.length} dari ${opening.subjects.length} mata pelajaran sesuai profil Anda`);
  } else if (teachesLevel) {
    // a level without subjects (Mengaji, Renang, ...): teaching the level is teaching what is asked
    skor += FIT_WEIGHTS.subjects;
  }

  for (const [points, reason] of [placePart(teacher, opening), genderPart(teacher, opening)]) {
    skor += points;
    alasan.push(reason);
  }

  const fitting = opening.waktuLes.filter((slot) => slotAvailable(teacher, slot)).length;
  if (opening.waktuLes.length > 0) {
    skor += Math.round((FIT_WEIGHTS.schedule * fitting) / opening.waktuLes.length);
    alasan.push(`${fitting} dari ${opening.waktuLes.length} jadwal mingguan masuk ketersediaan Anda`);
  }
  return { skor: Math.min(100, skor), alasan };
}
