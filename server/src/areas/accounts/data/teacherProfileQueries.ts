import type { Availability } from '@tutor/contract';
import type { Db } from './userQueries';

/** A teacher's cities, the home regency first: a type with no empty value, so no `?? 0` can reach the database. */
export type Cities = readonly [home: number, ...others: number[]];

/** The cities as stored, or null when there is none (the caller answers `ACCOUNT_MESSAGES.placeRequired`). */
export function citiesOf(ids: readonly number[] | undefined): Cities | null {
  const [home, ...others] = ids ?? [];
  return home === undefined ? null : [home, ...others];
}

export interface TeacherProfileInput {
  nama: string;
  jenis_kelamin: 'L' | 'P';
  perguruan_tinggi: string;
  jurusan: string;
  jenjang_ids: readonly number[];
  mapel: readonly number[];
  /** never empty: the first is the home regency, a foreign key of `teachers` */
  kota_ids: Cities;
  online: boolean;
  ketersediaan: readonly Availability[];
}

/** Ids that do not exist, or subjects of a level the teacher did not choose: the first problem, or null. */
export async function referenceProblem(
  db: Db,
  input: { [list in 'jenjang_ids' | 'mapel' | 'kota_ids']: readonly number[] },
): Promise<string | null> {
  const [levels, subjects, regencies] = await Promise.all([
    db
      .selectFrom('jenjang')
      .select('id')
      .where('id', 'in', [...input.jenjang_ids])
      .execute(),
    input.mapel.length > 0
      ? db
          .selectFrom('subjects')
          .select(['id', 'jenjang_id'])
          .where('id', 'in', [...input.mapel])
          .execute()
      : Promise.resolve([]),
    input.kota_ids.length > 0
      ? db
          .selectFrom('regencies')
          .select('id')
          .where('id', 'in', [...input.kota_ids])
          .execute()
      : Promise.resolve([]),
  ]);
  if (levels.length !== input.jenjang_ids.length) return 'Jenjang tidak ditemukan';
  if (
    subjects.length !== input.mapel.length ||
    subjects.some((subject) => !input.jenjang_ids.includes(subject.jenjang_id))
  ) {
    return 'Mata pelajaran tidak sesuai dengan jenjang yang dipilih';
  }
  if (regencies.length !== input.kota_ids.length) return 'Kota tidak ditemukan';
  return null;
}

/** Display texts the search cards show, rewritten with the levels and subjects. */
async function displayTexts(db: Db, input: TeacherProfileInput) {
  const [levels, subjects] = await Promise.all([
    db
      .selectFrom('jenjang')
      .select('nama')
      .where('id', 'in', [...input.jenjang_ids])
      .orderBy('sort_order')
      .execute(),
    db
      .selectFrom('subjects')
      .select('nama')
      .where('id', 'in', [...input.mapel])
      .orderBy('sort_order')
      .execute(),
  ]);
  return {
    jenjang_text: levels.map((row) => row.nama).join(', '),
    mapel_text: [...new Set(subjects.map((row) => row.nama))].join(', '),
  };
}

/** Creates the teacher's row (not verified: not searchable) and its levels, subjects, places and hours. */
export async function insertTeacher(db: Db, input: TeacherProfileInput, createdAt: string): Promise<number> {
  const texts = await displayTexts(db, input);
  const firstName = input.nama.trim().split(/\s+/)[0] ?? input.nama;
  const row = await db
    .insertInto('teachers')
    .values({
      nama: input.nama.trim(),
      panggilan: `Kak ${firstName}`,
      jenis_kelamin: input.jenis_kelamin,
      foto: '',
      deskripsi: `Pengajar ${texts.mapel_text} untuk ${texts.jenjang_text}, lulusan ${input.jurusan.trim()} ${input.perguruan_tinggi.trim()}.`,
      perguruan_tinggi: input.perguruan_tinggi.trim(),
      jurusan: input.jurusan.trim(),
      online: input.online ? 1 : 0,
      terverifikasi: 0,
      home_regency_id: input.kota_ids[0],
      rating_x10: 0,
      jumlah_ulasan: 0,
      ...texts,
      created_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('teachers')
    .set({ foto: `/media/guru/${row.id}.svg` })
    .where('id', '=', row.id)
    .execute();
  await replaceTeacherLists(db, row.id, input);
  return row.id;
}

export async function updateTeacher(db: Db, teacherId: number, input: TeacherProfileInput): Promise<void> {
  const texts = await displayTexts(db, input);
  await db
    .updateTable('teachers')
    .set({
      jenis_kelamin: input.jenis_kelamin,
      perguruan_tinggi: input.perguruan_tinggi.trim(),
      jurusan: input.jurusan.trim(),
      online: input.online ? 1 : 0,
      home_regency_id: input.kota_ids[0],
      ...texts,
    })
    .where('id', '=', teacherId)
    .execute();
  await replaceTeacherLists(db, teacherId, input);
}

async function replaceTeacherLists(db: Db, teacherId: number, input: TeacherProfileInput): Promise<void> {
  for (const table of ['teacher_levels', 'teacher_subjects', 'teacher_regencies', 'teacher_availability'] as const) {
    await db.deleteFrom(table).where('teacher_id', '=', teacherId).execute();
  }
  if (input.jenjang_ids.length > 0)
    await db
      .insertInto('teacher_levels')
      .values(input.jenjang_ids.map((jenjang_id) => ({ teacher_id: teacherId, jenjang_id })))
      .execute();
  if (input.mapel.length > 0)
    await db
      .insertInto('teacher_subjects')
      .values(input.mapel.map((subject_id) => ({ teacher_id: teacherId, subject_id })))
      .execute();
  await db
    .insertInto('teacher_regencies')
    .values(input.kota_ids.map((regency_id) => ({ teacher_id: teacherId, regency_id })))
    .execute();
  const hours = [...new Map(input.ketersediaan.map((slot) => [`${slot.hari} ${slot.jam_mulai}`, slot])).values()];
  if (hours.length > 0)
    await db
      .insertInto('teacher_availability')
      .values(hours.map((slot) => ({ teacher_id: teacherId, ...slot })))
      .execute();
}

export async function teacherProfileOf(db: Db, teacherId: number) {
  const [teacher, levels, subjects, regencies, hours] = await Promise.all([
    db
      .selectFrom('teachers')
      .select(['jenis_kelamin', 'perguruan_tinggi', 'jurusan', 'online', 'foto'])
      .where('id', '=', teacherId)
      .executeTakeFirst(),
    db
      .selectFrom('teacher_levels')
      .select('jenjang_id')
      .where('teacher_id', '=', teacherId)
      .orderBy('jenjang_id')
      .execute(),
    db
      .selectFrom('teacher_subjects')
      .select('subject_id')
      .where('teacher_id', '=', teacherId)
      .orderBy('subject_id')
      .execute(),
    db
      .selectFrom('teacher_regencies')
      .innerJoin('regencies', 'regencies.id', 'teacher_regencies.regency_id')
      .select(['teacher_regencies.regency_id', 'regencies.nama'])
      .where('teacher_id', '=', teacherId)
      .orderBy('teacher_regencies.regency_id')
      .execute(),
    db
      .selectFrom('teacher_availability')
      .select(['hari', 'jam_mulai', 'jam_selesai'])
      .where('teacher_id', '=', teacherId)
      .execute(),
  ]);
  if (!teacher) return undefined;
  return {
    jenis_kelamin: teacher.jenis_kelamin === 'P' ? ('P' as const) : ('L' as const),
    perguruan_tinggi: teacher.perguruan_tinggi,
    jurusan: teacher.jurusan,
    online: teacher.online === 1,
    jenjang_ids: levels.map((row) => row.jenjang_id),
    mapel: subjects.map((row) => row.subject_id),
    kota_ids: regencies.map((row) => row.regency_id),
    /** with names, so the profile form shows what was saved without another list */
    kota: regencies.map((row) => ({ value: row.regency_id, label: row.nama })),
    ketersediaan: hours as Availability[],
    foto: teacher.foto,
  };
}

export async function setTeacherVerified(db: Db, teacherId: number): Promise<void> {
  await db.updateTable('teachers').set({ terverifikasi: 1 }).where('id', '=', teacherId).execute();
}
