import { sql, type Expression, type InferResult } from 'kysely';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database, Db } from '../../../db/schema';
import { olderThan, type ListKey } from '../../../lib/keyset';
import { PACKED_SEPARATOR } from '../../../db/packedText';
import { meetingCountsColumn } from '../../lessons';

export type { Db };

export interface OpeningFilter {
  jenjangId?: number;
  sistem?: 'Online' | 'Offline';
  provinsiId?: number;
  kotaId?: number;
  kode?: string;
  /** rows after this one (keyset paging, newest change first) */
  after?: ListKey;
  limit: number;
}

/** What changes the SQL of the job board's page: which filters are present, a cursor, the limit (a literal: see orderListReads). */
interface OpeningShape {
  jenjang: boolean;
  sistem: boolean;
  provinsi: boolean;
  kota: boolean;
  kode: boolean;
  after: boolean;
  limit: number;
}

const shapeOf = (filter: OpeningFilter): OpeningShape => ({
  jenjang: filter.jenjangId !== undefined,
  sistem: filter.sistem !== undefined,
  provinsi: filter.provinsiId !== undefined,
  kota: filter.kotaId !== undefined,
  kode: filter.kode !== undefined,
  after: filter.after !== undefined,
  limit: filter.limit,
});

/**
 * Orders that are openings (mencari_guru, and not a renewal still offered to its previous teacher),
 * newest change first by (updated_at, id), with the names a card shows; and per opening, as
 * correlated subqueries over the page's rows only (the page is a derived table): how many teachers
 * applied, the teacher's own application's state, and its meetings (a teacher change) in all and not yet held.
 */
function openingQuery(db: Db, slot: Slot, shape: OpeningShape) {
  let query = db
    .selectFrom('orders as o')
    .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
    .leftJoin('curricula as c', 'c.id', 'o.kurikulum_id')
    .leftJoin('provinces as p', 'p.id', 'o.provinsi_id')
    .leftJoin('regencies as r', 'r.id', 'o.kota_id')
    .select([
      'o.id',
      'o.kode',
      'o.updated_at',
      'o.tanggal_mulai_les',
      'o.sistem',
      'o.jenis_kelamin_guru',
      'o.jumlah_siswa',
      'o.jenjang_id',
      'o.kota_id',
      'o.waktu_les',
      'j.nama as jenjang',
      'c.nama as kurikulum',
      'p.nama as provinsi',
      'r.nama as kota',
    ])
    // a constant of the SQL: PostgreSQL then knows it is 2 % of the orders when it keeps a plan
    .where('o.status', '=', sql.lit('mencari_guru'))
    .where('o.offer_teacher_user_id', 'is', null);
  if (shape.kode) query = query.where('o.kode', '=', slot<string>('kode'));
  if (shape.jenjang) query = query.where('o.jenjang_id', '=', slot<number>('jenjangId'));
  if (shape.sistem) query = query.where('o.sistem', '=', slot<string>('sistem'));
  if (shape.provinsi) query = query.where('o.provinsi_id', '=', slot<number>('provinsiId'));
  if (shape.kota) query = query.where('o.kota_id', '=', slot<number>('kotaId'));
  if (shape.after) query = query.where(olderThan('o.updated_at', 'o.id', { at: slot('afterAt'), id: slot('afterId') }));
  const page = query.orderBy('o.updated_at', 'desc').orderBy('o.id', 'desc').limit(sql.lit(shape.limit));
  const applications = (orderId: Expression<number>) =>
    db
      .selectFrom('order_applications as a')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('a.order_id', '=', orderId)
      // applications that stand (rules' applicationStands): the replaced teacher's, closed, is not an applicant
      .where('a.status', '!=', 'tidak_dipilih');
  return db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select((eb) => [
      applications(eb.ref('page.id')).as('guru_apply'),
      // the teacher's own application, if any: the unique (order_id, teacher_user_id) index answers it
      db
        .selectFrom('order_applications as a')
        .select('a.status')
        .where('a.order_id', '=', eb.ref('page.id'))
        .where('a.teacher_user_id', '=', slot<number>('teacherUserId'))
        .as('lamaran_saya'),
      // a meeting of the order is (or was, until the hand-over) the teacher's: the student replaced
      // him, and the apply check (teacherHoldsOrder) refuses him the same way
      db
        .selectFrom('meetings as m')
        .select('m.id')
        .where('m.order_id', '=', eb.ref('page.id'))
        .where('m.teacher_user_id', '=', slot<number>('teacherUserId'))
        .limit(1)
        .as('guru_sebelumnya'),
      meetingCountsColumn(db, eb.ref('page.id')),
      subjectNamesColumn(db, eb.ref('page.id')),
    ])
    .orderBy('page.updated_at', 'desc')
    .orderBy('page.id', 'desc');
}

type OpeningRow = InferResult<ReturnType<typeof openingQuery>>[number];

/** Built and compiled once per shape (CompiledQueries). */
const openingQueries = new CompiledQueries<Database, OpeningRow>((db, slot, key) =>
  openingQuery(db, slot, JSON.parse(key) as OpeningShape),
);

export async function openingRows(db: Db, filter: OpeningFilter, teacherUserId: number): Promise<OpeningRow[]> {
  const values = {
    kode: filter.kode,
    jenjangId: filter.jenjangId,
    sistem: filter.sistem,
    provinsiId: filter.provinsiId,
    kotaId: filter.kotaId,
    afterAt: filter.after?.at,
    afterId: filter.after?.id,
    teacherUserId,
  };
  return (await db.executeQuery(openingQueries.bind(db, JSON.stringify(shapeOf(filter)), values))).rows;
}

/**
 * An order's subject names in the order the student chose them, as one column of a page query (no
 * round trip of its own): `string_agg(.. ORDER BY urutan)`, which PostgreSQL and SQLite (3.44 on)
 * both have. Read back with `subjectNamesOf`.
 */
export function subjectNamesColumn(db: Db, orderId: Expression<number>) {
  return db
    .selectFrom('order_subjects as os')
    .select(
      sql<string | null>`string_agg(${sql.ref('os.nama')}, ${PACKED_SEPARATOR} order by ${sql.ref('os.urutan')})`.as(
        'names',
      ),
    )
    .where('os.order_id', '=', orderId)
    .as('mata_pelajaran');
}

/** The names of a `subjectNamesColumn` (null: the order has none). */
export const subjectNamesOf = (column: string | null): string[] =>
  column === null ? [] : column.split(PACKED_SEPARATOR);
