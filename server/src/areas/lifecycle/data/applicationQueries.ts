import { sql, type InferResult, type Transaction } from 'kysely';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database } from '../../../db/schema';
import { olderThan, type ListKey } from '../../../lib/keyset';
import { subjectNamesColumn, type Db } from './openingQueries';

/**
 * One application per teacher and opening: a second (even a concurrent one) inserts nothing. An
 * application closed as tidak_dipilih comes back as menunggu when its order is an opening again
 * (a teacher change reopens it), so that teacher may apply again.
 */
export async function insertApplication(
  trx: Transaction<Database>,
  row: { order_id: number; teacher_user_id: number; teacher_id: number; catatan: string; created_at: string },
): Promise<number | undefined> {
  const inserted = await trx
    .insertInto('order_applications')
    .values({ ...row, status: 'menunggu', updated_at: row.created_at })
    .onConflict((conflict) =>
      conflict
        .columns(['order_id', 'teacher_user_id'])
        .doUpdateSet({ status: 'menunggu', catatan: row.catatan, updated_at: row.created_at })
        .where('order_applications.status', '=', 'tidak_dipilih'),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** What changes the SQL of a page of applications: a cursor, one application, the limit (a literal: see orderListReads). */
interface ApplicationPageShape {
  after: boolean;
  id: boolean;
  limit: number;
}

function applicationPageQuery(db: Db, slot: Slot, shape: ApplicationPageShape) {
  let query = db
    .selectFrom('order_applications as a')
    .innerJoin('orders as o', 'o.id', 'a.order_id')
    .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
    .leftJoin('regencies as r', 'r.id', 'o.kota_id')
    .select([
      'a.id',
      'a.status',
      'a.catatan',
      'a.created_at',
      'o.id as order_id',
      'o.kode',
      'o.sistem',
      'o.tanggal_mulai_les',
      'j.nama as jenjang',
      'r.nama as kota',
    ])
    .select((eb) => subjectNamesColumn(db, eb.ref('o.id')))
    // a scalar subquery: no plan sees which teacher, so PostgreSQL keeps one (it planned each run
    // anew, ~1 ms, because a teacher with 50,000 applications looked cheaper per row than the average)
    .where('a.teacher_user_id', '=', sql<number>`(select cast(${slot<number>('teacherUserId')} as integer))`);
  if (shape.after) query = query.where(olderThan('a.created_at', 'a.id', { at: slot('afterAt'), id: slot('afterId') }));
  if (shape.id) query = query.where('a.id', '=', slot<number>('id'));
  return query.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(sql.lit(shape.limit));
}

type ApplicationPageRow = InferResult<ReturnType<typeof applicationPageQuery>>[number];

/** Built and compiled once per shape (CompiledQueries). */
const applicationPages = new CompiledQueries<Database, ApplicationPageRow>((db, slot, key) =>
  applicationPageQuery(db, slot, JSON.parse(key) as ApplicationPageShape),
);

/** A page of a teacher's applications with the opening each belongs to, newest first by (created_at, id), after `after` (or the one of `id`). */
export async function applicationsOfTeacher(
  db: Db,
  teacherUserId: number,
  page: { after?: ListKey; limit: number; id?: number },
): Promise<ApplicationPageRow[]> {
  const shape: ApplicationPageShape = { after: page.after !== undefined, id: page.id !== undefined, limit: page.limit };
  const values = { teacherUserId, afterAt: page.after?.at, afterId: page.after?.id, id: page.id };
  return (await db.executeQuery(applicationPages.bind(db, JSON.stringify(shape), values))).rows;
}

export async function applicationById(db: Db, id: number) {
  return db.selectFrom('order_applications').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The applications of one order with the teacher each comes from; `statuses` narrows them. */
export async function candidatesOfOrder(db: Db, orderId: number, statuses?: readonly string[]) {
  let query = db
    .selectFrom('order_applications as a')
    .innerJoin('teachers as t', 't.id', 'a.teacher_id')
    .select([
      'a.id',
      'a.status',
      'a.catatan',
      'a.created_at',
      'a.teacher_id',
      't.nama',
      't.foto',
      't.jenis_kelamin',
      't.rating_x10',
      't.jumlah_ulasan',
      't.perguruan_tinggi',
      't.jurusan',
    ])
    .where('a.order_id', '=', orderId);
  if (statuses) query = query.where('a.status', 'in', [...statuses]);
  return query.orderBy('a.created_at').orderBy('a.id').execute();
}

export async function setApplicationStatus(
  trx: Transaction<Database>,
  ids: readonly number[],
  status: string,
  now: string,
): Promise<void> {
  if (ids.length === 0) return;
  await trx
    .updateTable('order_applications')
    .set({ status, updated_at: now })
    .where('id', 'in', [...ids])
    .execute();
}

/** Every other application of the order ends as tidak_dipilih (the opening is closed). */
export async function closeOtherApplications(
  trx: Transaction<Database>,
  orderId: number,
  chosenId: number | null,
  now: string,
): Promise<void> {
  let query = trx
    .updateTable('order_applications')
    .set({ status: 'tidak_dipilih', updated_at: now })
    .where('order_id', '=', orderId)
    // one already not chosen (a replaced teacher) keeps the time it was, so it is not told again
    .where('status', '!=', 'tidak_dipilih');
  if (chosenId !== null) query = query.where('id', '!=', chosenId);
  await query.execute();
}

/** The order's application the student chose (diterima), if any: its teacher's lessons are the ones a paid cancel ends. */
export async function acceptedApplicationId(trx: Transaction<Database>, orderId: number): Promise<number | null> {
  const row = await trx
    .selectFrom('order_applications')
    .select('id')
    .where('order_id', '=', orderId)
    .where('status', '=', 'diterima')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What the admin recorded by hand (bank transfers: no online charge) for the order, net of refunds of them. */
export async function handRecordedTotal(trx: Transaction<Database>, orderId: number): Promise<number> {
  const row = await trx
    .selectFrom('order_payments')
    .select((eb) => eb.fn.sum<number | string | null>('jumlah').as('total'))
    .where('order_id', '=', orderId)
    .where('charge_id', 'is', null)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
