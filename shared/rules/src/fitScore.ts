/**
 * The fit score of an opening for one teacher (beyond the old site): 0-100 with its reasons,
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

/**
 * Who reads the reasons: the teacher themselves ("Anda mengajar ..."), or the admin and the student,
 * who read about the teacher (for them "Anda" would be themselves).
 */
export type FitAudience = 'guru' | 'tentang_guru';

/** The words of each reason, per audience; the parts and points are the same for both. */
interface FitWords {
  level(teaches: boolean, jenjang: string): string;
  subjects(matching: number, total: number): string;
  online(willing: boolean): string;
  place(serves: boolean, where: string): string;
  gender(preference: 'bebas' | 'perempuan' | 'laki-laki', matches: boolean): string;
  schedule(fitting: number, total: number): string;
}

const wantedLabel = (preference: 'perempuan' | 'laki-laki') =>
  preference === 'perempuan' ? 'guru perempuan' : 'guru laki-laki';

export const FIT_WORDS: Record<FitAudience, FitWords> = {
  guru: {
    level: (teaches, jenjang) =>
      teaches ? `Anda mengajar jenjang ${jenjang}` : `Jenjang ${jenjang} belum ada di profil Anda`,
    subjects: (matching, total) => `${matching} dari ${total} mata pelajaran sesuai profil Anda`,
    online: (willing) =>
      willing ? 'Les online, Anda bersedia mengajar online' : 'Les online, profil Anda belum bersedia online',
    place: (serves, where) => (serves ? `Di ${where}, wilayah yang Anda layani` : `Di ${where}, di luar wilayah Anda`),
    gender: (preference) =>
      preference === 'bebas' ? 'Siswa tidak memilih jenis kelamin guru' : `Siswa mencari ${wantedLabel(preference)}`,
    schedule: (fitting, total) => `${fitting} dari ${total} jadwal mingguan masuk ketersediaan Anda`,
  },
  tentang_guru: {
    level: (teaches, jenjang) =>
      teaches ? `Mengajar jenjang ${jenjang}` : `Jenjang ${jenjang} belum ada di profil guru`,
    subjects: (matching, total) => `Mengajar ${matching} dari ${total} mata pelajaran yang dipesan`,
    online: (willing) =>
      willing ? 'Les online, guru bersedia mengajar online' : 'Les online, guru belum bersedia mengajar online',
    place: (serves, where) =>
      serves ? `Di ${where}, wilayah yang dilayani guru` : `Di ${where}, di luar wilayah guru`,
    gender: (preference, matches) =>
      preference === 'bebas'
        ? 'Tanpa preferensi jenis kelamin guru'
        : matches
          ? `Sesuai preferensi ${wantedLabel(preference)}`
          : `Bukan ${wantedLabel(preference)} seperti yang dicari`,
    schedule: (fitting, total) => `${fitting} dari ${total} jadwal mingguan masuk ketersediaan guru`,
  },
};

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** An availability window in minutes of the day, parsed once per teacher. */
interface WindowMinutes {
  hari: string;
  start: number;
  end: number;
}

const windowsOf = (teacher: Pick<FitTeacher, 'ketersediaan'>): WindowMinutes[] =>
  teacher.ketersediaan.map((window) => ({
    hari: window.hari,
    start: minutesOf(window.jam_mulai),
    end: minutesOf(window.jam_selesai),
  }));

function fitsWindows(windows: readonly WindowMinutes[], slot: { hari: string; jam: string }): boolean {
  const start = minutesOf(slot.jam);
  return windows.some(
    (window) => window.hari === slot.hari && window.start <= start && start + LESSON_DURATION_MINUTES <= window.end,
  );
}

/** Whether a whole meeting starting at `jam` on `hari` lies inside one availability window. */
export function slotAvailable(teacher: Pick<FitTeacher, 'ketersediaan'>, slot: { hari: string; jam: string }): boolean {
  return fitsWindows(windowsOf(teacher), slot);
}

function placePart(teacher: FitTeacher, opening: FitOpening, words: FitWords): [number, string] {
  if (opening.sistem === 'Online') return [teacher.online ? FIT_WEIGHTS.place : 0, words.online(teacher.online)];
  const serves = opening.kotaId !== null && teacher.kotaIds.includes(opening.kotaId);
  return [serves ? FIT_WEIGHTS.place : 0, words.place(serves, opening.kotaName ?? 'kota siswa')];
}

function genderPart(teacher: FitTeacher, opening: FitOpening, words: FitWords): [number, string] {
  const matches =
    opening.preferensiGuru === 'bebas' || teacher.jenisKelamin === (opening.preferensiGuru === 'perempuan' ? 'P' : 'L');
  return [matches ? FIT_WEIGHTS.gender : 0, words.gender(opening.preferensiGuru, matches)];
}

/** The score and its reasons, worded for `audience` (the teacher unless said otherwise). */
export function fitScore(teacher: FitTeacher, opening: FitOpening, audience: FitAudience = 'guru'): FitScore {
  return fitScorer(teacher, audience)(opening);
}

/**
 * fitScore for one teacher and many openings: the teacher's side (the subjects without case, the
 * availability in minutes) is prepared once, not once per opening (the job board scores a page of
 * 50 for each request).
 */
export function fitScorer(teacher: FitTeacher, audience: FitAudience = 'guru'): (opening: FitOpening) => FitScore {
  const words = FIT_WORDS[audience];
  const taught = new Set(teacher.subjects.map((name) => name.trim().toLowerCase()));
  const windows = windowsOf(teacher);
  return (opening) => {
    const alasan: string[] = [];
    let skor = 0;

    const teachesLevel = teacher.jenjangIds.includes(opening.jenjangId);
    if (teachesLevel) skor += FIT_WEIGHTS.level;
    alasan.push(words.level(teachesLevel, opening.jenjangName));

    const matching = opening.subjects.filter((name) => taught.has(name.trim().toLowerCase()));
    if (opening.subjects.length > 0) {
      skor += Math.round((FIT_WEIGHTS.subjects * matching.length) / opening.subjects.length);
      alasan.push(words.subjects(matching.length, opening.subjects.length));
    } else if (teachesLevel) {
      // a level without subjects (Mengaji, Renang, ...): teaching the level is teaching what is asked
      skor += FIT_WEIGHTS.subjects;
    }

    for (const [points, reason] of [placePart(teacher, opening, words), genderPart(teacher, opening, words)]) {
      skor += points;
      alasan.push(reason);
    }

    const fitting = opening.waktuLes.filter((slot) => fitsWindows(windows, slot)).length;
    if (opening.waktuLes.length > 0) {
      skor += Math.round((FIT_WEIGHTS.schedule * fitting) / opening.waktuLes.length);
      alasan.push(words.schedule(fitting, opening.waktuLes.length));
    }
    return { skor: Math.min(100, skor), alasan };
  };
}
