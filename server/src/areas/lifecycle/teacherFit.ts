import { fitScore, type FitAudience, type FitScore, type FitTeacher } from '@tutor/rules';
import type { Db } from './data/openingQueries';

/** What the fit score needs of a teacher, read once per request. */
export async function fitTeacherOf(db: Db, teacherId: number): Promise<FitTeacher | undefined> {
  const [teacher, levels, subjects, regencies, hours] = await Promise.all([
    db.selectFrom('teachers').select(['jenis_kelamin', 'online']).where('id', '=', teacherId).executeTakeFirst(),
    db.selectFrom('teacher_levels').select('jenjang_id').where('teacher_id', '=', teacherId).execute(),
    db
      .selectFrom('teacher_subjects as ts')
      .innerJoin('subjects as s', 's.id', 'ts.subject_id')
      .select('s.nama')
      .where('ts.teacher_id', '=', teacherId)
      .execute(),
    db.selectFrom('teacher_regencies').select('regency_id').where('teacher_id', '=', teacherId).execute(),
    db
      .selectFrom('teacher_availability')
      .select(['hari', 'jam_mulai', 'jam_selesai'])
      .where('teacher_id', '=', teacherId)
      .execute(),
  ]);
  if (!teacher) return undefined;
  return {
    jenjangIds: levels.map((row) => row.jenjang_id),
    subjects: subjects.map((row) => row.nama),
    kotaIds: regencies.map((row) => row.regency_id),
    online: teacher.online === 1,
    jenisKelamin: teacher.jenis_kelamin === 'P' ? 'P' : 'L',
    ketersediaan: hours,
  };
}

/** An order as the fit score reads it. */
export interface FitOrder {
  jenjang_id: number;
  jenjang: string;
  sistem: string;
  kota_id: number | null;
  kota: string | null;
  jenis_kelamin_guru: string;
  /** JSON [{ hari, jam }] as the orders table stores it */
  waktu_les: string;
}

const PREFERENCES = ['bebas', 'perempuan', 'laki-laki'] as const;

/** The fit of an order for a teacher, its reasons worded for whoever reads them (FitAudience). */
export function fitOf(
  teacher: FitTeacher,
  order: FitOrder,
  subjects: readonly string[],
  audience: FitAudience,
): FitScore {
  const preference = PREFERENCES.find((value) => value === order.jenis_kelamin_guru) ?? 'bebas';
  return fitScore(
    teacher,
    {
      jenjangId: order.jenjang_id,
      jenjangName: order.jenjang,
      subjects,
      sistem: order.sistem === 'Offline' ? 'Offline' : 'Online',
      kotaId: order.kota_id,
      kotaName: order.kota,
      preferensiGuru: preference,
      waktuLes: JSON.parse(order.waktu_les) as { hari: string; jam: string }[],
    },
    audience,
  );
}
