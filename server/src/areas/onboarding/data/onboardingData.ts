import type { OnboardingStatus } from '@tutor/contract';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, TeacherOnboardingTable } from '../../../db/schema';

export type Db = Kysely<Database> | Transaction<Database>;

/** A teacher account with where it stands in onboarding (no row yet: waiting since registration). */
export async function onboardingAccount(db: Db, userId: number) {
  return db
    .selectFrom('users as u')
    .leftJoin('teacher_onboarding as o', 'o.user_id', 'u.id')
    .select([
      'u.id',
      'u.nama',
      'u.email',
      'u.whatsapp',
      'u.role',
      'u.status',
      'u.teacher_id',
      'u.created_at',
      'o.status_sejak',
      'o.wawancara_tanggal',
      'o.wawancara_jam',
      'o.wawancara_tempat',
      'o.mt_tanggal',
      'o.mt_jam',
      'o.mt_tempat',
      'o.mt_jenjang',
      'o.mt_mapel',
      'o.mt_penilai',
      'o.nilai_penguasaan',
      'o.nilai_penyampaian',
      'o.nilai_sikap',
      'o.nilai_catatan',
      'o.alasan_tolak',
      'o.ditolak_pada',
    ])
    .where('u.id', '=', userId)
    .where('u.role', '=', 'guru')
    .where('u.teacher_id', 'is not', null)
    .executeTakeFirst();
}
export type OnboardingAccount = NonNullable<Awaited<ReturnType<typeof onboardingAccount>>>;

/** Writes the onboarding row's fields, creating the row on the first move. */
export async function saveOnboarding(
  db: Db,
  userId: number,
  values: Updateable<TeacherOnboardingTable> & { status_sejak: string },
): Promise<void> {
  const row: Insertable<TeacherOnboardingTable> = { user_id: userId, ...values };
  await db
    .insertInto('teacher_onboarding')
    .values(row)
    .onConflict((c) => c.column('user_id').doUpdateSet(values))
    .execute();
}

/** Records the assessment once: true when this call wrote it. */
export async function saveAssessment(
  db: Db,
  userId: number,
  scores: { penguasaan: number; penyampaian: number; sikap: number; catatan: string },
): Promise<boolean> {
  const result = await db
    .updateTable('teacher_onboarding')
    .set({
      nilai_penguasaan: scores.penguasaan,
      nilai_penyampaian: scores.penyampaian,
      nilai_sikap: scores.sikap,
      nilai_catatan: scores.catatan,
    })
    .where('user_id', '=', userId)
    .where('nilai_penguasaan', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertOnboardingEvent(
  db: Db,
  event: {
    user_id: number;
    aksi: string;
    dari: string;
    ke: string;
    keterangan: string;
    actor_user_id: number | null;
    created_at: string;
  },
): Promise<void> {
  await db.insertInto('teacher_onboarding_history').values(event).execute();
}

export async function onboardingHistory(db: Db, userId: number) {
  return db
    .selectFrom('teacher_onboarding_history')
    .select(['aksi', 'dari', 'ke', 'keterangan', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

const PIPELINE_LIMIT = 500;

/** Teacher accounts in one state (or all), the longest waiting first, with when their state began. */
export async function pipelineRows(db: Db, status: OnboardingStatus | undefined) {
  let query = db
    .selectFrom('users as u')
    .innerJoin('teachers as t', 't.id', 'u.teacher_id')
    .leftJoin('teacher_onboarding as o', 'o.user_id', 'u.id')
    .select([
      'u.id',
      'u.nama',
      'u.email',
      'u.whatsapp',
      'u.status',
      't.perguruan_tinggi',
      't.jurusan',
      'u.created_at',
      'o.status_sejak',
    ])
    .where('u.role', '=', 'guru');
  if (status) query = query.where('u.status', '=', status);
  return query
    .orderBy((eb) => eb.fn.coalesce('o.status_sejak', 'u.created_at'), 'asc')
    .orderBy('u.id')
    .limit(PIPELINE_LIMIT)
    .execute();
}

export async function pipelineCounts(db: Db) {
  return db
    .selectFrom('users')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('role', '=', 'guru')
    .where('teacher_id', 'is not', null)
    .groupBy('status')
    .execute();
}

/** Names of what the teacher teaches and where, for the admin's detail page. */
export async function teachingNames(db: Db, teacherId: number) {
  const [levels, subjects, regencies] = await Promise.all([
    db
      .selectFrom('teacher_levels as tl')
      .innerJoin('jenjang as j', 'j.id', 'tl.jenjang_id')
      .select('j.nama')
      .where('tl.teacher_id', '=', teacherId)
      .orderBy('j.id')
      .execute(),
    db
      .selectFrom('teacher_subjects as ts')
      .innerJoin('subjects as s', 's.id', 'ts.subject_id')
      .select('s.nama')
      .where('ts.teacher_id', '=', teacherId)
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('teacher_regencies as tr')
      .innerJoin('regencies as r', 'r.id', 'tr.regency_id')
      .select('r.nama')
      .where('tr.teacher_id', '=', teacherId)
      .orderBy('r.id')
      .execute(),
  ]);
  return {
    jenjang: levels.map((row) => row.nama),
    mapel: subjects.map((row) => row.nama),
    kota: regencies.map((row) => row.nama),
  };
}

export async function teacherBasics(db: Db, teacherId: number) {
  return db
    .selectFrom('teachers')
    .select(['perguruan_tinggi', 'jurusan', 'jenis_kelamin', 'online'])
    .where('id', '=', teacherId)
    .executeTakeFirst();
}

/**
 * What a verified teacher has done since: applied to an opening, held meetings of a paid order.
 * Read from the job board's and the lessons' tables by the teacher's account (both indexed by it).
 */
export async function teachingProgress(db: Db, userId: number): Promise<{ applied: boolean; teaching: boolean }> {
  const [application, meeting] = await Promise.all([
    db.selectFrom('order_applications').select('id').where('teacher_user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('meetings').select('id').where('teacher_user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return { applied: application !== undefined, teaching: meeting !== undefined };
}
