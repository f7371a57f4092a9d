import { sql } from 'kysely';
import type { FitTeacher } from '@tutor/rules';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database } from '../../../db/schema';
import type { Db } from './openingQueries';

/** A row of `fitTeacherOf`'s union: `part` says which, the columns that part has not are null. */
interface FitPartRow {
  part: string;
  number: number | null;
  text: string | null;
  jam_mulai: string | null;
  jam_selesai: string | null;
}

/** The columns a UNION ALL arm of `fitTeacherOf` does not have (null there), and the name of its part. */
const noNumber = sql<number | null>`null`.as('number');
const noText = sql<string | null>`null`.as('text');
const noHours = [sql<string | null>`null`.as('jam_mulai'), sql<string | null>`null`.as('jam_selesai')] as const;
const part = (name: 'guru' | 'jenjang' | 'mapel' | 'kota' | 'jam') => sql.lit(name).as('part');

/**
 * What the fit score needs of a teacher, read once per request: the teacher and their levels,
 * subjects, places and hours in one round trip, a UNION ALL whose rows say which part they are.
 */
function fitTeacherQuery(db: Db, slot: Slot) {
  const teacherId = slot<number>('teacherId');
  return db
    .selectFrom('teachers')
    .select([part('guru'), 'online as number', 'jenis_kelamin as text', ...noHours])
    .where('id', '=', teacherId)
    .$castTo<FitPartRow>()
    .unionAll(
      db
        .selectFrom('teacher_levels')
        .select([part('jenjang'), 'jenjang_id as number', noText, ...noHours])
        .where('teacher_id', '=', teacherId)
        .$castTo<FitPartRow>(),
    )
    .unionAll(
      db
        .selectFrom('teacher_subjects as ts')
        .innerJoin('subjects as s', 's.id', 'ts.subject_id')
        .select([part('mapel'), noNumber, 's.nama as text', ...noHours])
        .where('ts.teacher_id', '=', teacherId)
        .$castTo<FitPartRow>(),
    )
    .unionAll(
      db
        .selectFrom('teacher_regencies')
        .select([part('kota'), 'regency_id as number', noText, ...noHours])
        .where('teacher_id', '=', teacherId)
        .$castTo<FitPartRow>(),
    )
    .unionAll(
      db
        .selectFrom('teacher_availability')
        .select([part('jam'), noNumber, 'hari as text', 'jam_mulai', 'jam_selesai'])
        .where('teacher_id', '=', teacherId)
        .$castTo<FitPartRow>(),
    );
}

/** One shape, built and compiled once: the job board reads it on every page. */
const fitTeacherQueries = new CompiledQueries<Database, FitPartRow>(fitTeacherQuery);

/** What the fit score needs of a teacher (`fitTeacherQuery`). The score treats each list as a set, so the order of the rows does not matter. */
export async function fitTeacherOf(db: Db, teacherId: number): Promise<FitTeacher | undefined> {
  const { rows } = await db.executeQuery(fitTeacherQueries.bind(db, 'fit', { teacherId }));
  const teacher = rows.find((row) => row.part === 'guru');
  if (!teacher) return undefined;
  const numbers = (part: string) => rows.filter((row) => row.part === part).map((row) => row.number ?? 0);
  return {
    jenjangIds: numbers('jenjang'),
    subjects: rows.filter((row) => row.part === 'mapel').map((row) => row.text ?? ''),
    kotaIds: numbers('kota'),
    online: teacher.number === 1,
    jenisKelamin: teacher.text === 'P' ? 'P' : 'L',
    ketersediaan: rows
      .filter((row) => row.part === 'jam')
      .map((row) => ({ hari: row.text ?? '', jam_mulai: row.jam_mulai ?? '', jam_selesai: row.jam_selesai ?? '' })),
  };
}

/** The names of the order's level and city, as the fit's reasons word them. */
export async function levelAndPlaceNames(db: Db, jenjangId: number, kotaId: number | null) {
  const [place, level] = await Promise.all([
    kotaId === null
      ? Promise.resolve(undefined)
      : db.selectFrom('regencies').select('nama').where('id', '=', kotaId).executeTakeFirst(),
    db.selectFrom('jenjang').select('nama').where('id', '=', jenjangId).executeTakeFirstOrThrow(),
  ]);
  return { jenjang: level.nama, kota: place?.nama ?? null };
}
