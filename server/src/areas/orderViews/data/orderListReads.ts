import type { OrderStatus } from '@tutor/contract';
import { sql, type Expression, type InferResult, type SelectQueryBuilder } from 'kysely';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database, Db } from '../../../db/schema';
import { containsPattern, lowerLike, olderThan, startPattern, type ListKey } from '../../../lib/keyset';
import { packedText, unpackText } from '../../../db/packedText';
import { meetingsLeftColumn, teacherContactColumn } from '../../lessons';
import { LATE_ORDER_LIMIT } from '../policy';

export interface OrderListFilter {
  /** only this student's orders; undefined for the admin's list of everyone's */
  userId?: number;
  status?: OrderStatus;
  /** a part of the order code (upper case) */
  kode?: string;
  /** a part of the student's name */
  siswa?: string;
  /** rows after this one (keyset paging, newest first) */
  after?: ListKey;
  limit: number;
}

export function orderListQuery(db: Db) {
  return (
    db
      .selectFrom('orders as o')
      .innerJoin('packages as p', 'p.id', 'o.paket_id')
      .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      // a renewal still offered to its previous teacher: who (the offer columns are cleared once answered or lapsed)
      .leftJoin('teachers as offered', 'offered.id', 'o.offer_teacher_id')
      .select([
        'o.id',
        'o.kode',
        'o.status',
        'o.sistem',
        'o.total',
        'o.created_at',
        'o.updated_at',
        'o.offer_until',
        'offered.nama as offered_teacher',
        'p.nama as paket',
        'j.nama as jenjang',
        'u.nama as siswa',
      ])
  );
}

export type ListQuery = ReturnType<typeof orderListQuery>;
type ListColumns = ListQuery extends SelectQueryBuilder<Database, never, infer O> ? O : never;

/**
 * Limits that are constants of the code, written into the SQL rather than bound: PostgreSQL costs a
 * bound LIMIT as a tenth of the rows, so a prepared statement with one never earned a generic
 * plan and was planned again on every run (~1.7 ms for the late orders).
 */
const ONE = sql.lit(1);
export const lateLimit = sql.lit(LATE_ORDER_LIMIT);

const WHOLE_CODE = /^[A-Z]{2}-[0-9]{4}-[A-Z0-9]{4}$/;
/**
 * The start of a code (its two letters and the dash, maybe more): in a code of WHOLE_CODE's form two
 * letters and a dash stand nowhere else, so such a part can only match at the start and is searched
 * as a prefix, which an index answers (`orders_kode_start`, migration 023; PP-2611 was a trigram scan
 * of every order with "pp-", 11 ms at 1,000,000 orders, against 0.25 ms).
 */
const CODE_START = /^[A-Z]{2}-/;

/**
 * What changes the SQL of a list query: whose orders, the status (a constant of the SQL: the best
 * plan differs between a status of 2 % of the orders and one of 75 %, and a plan PostgreSQL keeps
 * for a bound status would be one of them), which kind of code search, a name search, a cursor
 * and the page's limit (a literal, see ONE, but for a search). The values (student, code,
 * patterns, cursor, today) are bound.
 */
export interface ListShape {
  student: boolean;
  status: OrderStatus | null;
  kode: 'whole' | 'start' | 'part' | null;
  siswa: boolean;
  after: boolean;
  limit: number;
}

function codeSearchOf(kode: string | undefined): ListShape['kode'] {
  if (kode === undefined) return null;
  if (WHOLE_CODE.test(kode)) return 'whole';
  return CODE_START.test(kode) ? 'start' : 'part';
}

/** A search planned for its text each time (see newestPage): by a part or the start of a code, or by a name. */
export const searchedText = (shape: ListShape) => shape.kode === 'part' || shape.kode === 'start' || shape.siswa;

export function shapeOf(filter: Omit<OrderListFilter, 'limit'> & { limit?: number }): ListShape {
  return {
    student: filter.userId !== undefined,
    status: filter.status ?? null,
    kode: codeSearchOf(filter.kode),
    siswa: filter.siswa !== undefined,
    after: filter.after !== undefined,
    limit: filter.limit ?? 0,
  };
}

export const keyOf = (shape: ListShape) => JSON.stringify(shape);
export const shapeFrom = (key: string) => JSON.parse(key) as ListShape;

/** The bound values of every slot a shape may have (those it has not are left unused). */
export function slotValues(
  filter: Omit<OrderListFilter, 'limit'> & { limit?: number },
  today: string,
): Record<string, unknown> {
  return {
    limit: filter.limit,
    userId: filter.userId,
    kode: filter.kode,
    kodePattern: filter.kode === undefined ? undefined : containsPattern(filter.kode.toLowerCase()),
    kodeStartPattern: filter.kode === undefined ? undefined : startPattern(filter.kode.toLowerCase()),
    siswaPattern: filter.siswa === undefined ? undefined : containsPattern(filter.siswa.toLowerCase()),
    afterAt: filter.after?.at,
    afterId: filter.after?.id,
    today,
  };
}

/** The filter's narrowing (whose, status, the search), shared by the newest-first list and the late orders. */
export function narrowed(query: ListQuery, shape: ListShape, slot: Slot) {
  let narrowedQuery = query;
  if (shape.student) narrowedQuery = narrowedQuery.where('o.user_id', '=', slot<number>('userId'));
  if (shape.status !== null) narrowedQuery = narrowedQuery.where('o.status', '=', sql.lit(shape.status));
  // a whole code (every code has this length) is contained only in itself: the unique index answers it
  if (shape.kode === 'whole') narrowedQuery = narrowedQuery.where('o.kode', '=', slot<string>('kode'));
  if (shape.kode === 'start')
    narrowedQuery = narrowedQuery.where(lowerLike('o.kode', slot<string>('kodeStartPattern')));
  if (shape.kode === 'part') narrowedQuery = narrowedQuery.where(lowerLike('o.kode', slot<string>('kodePattern')));
  if (shape.siswa) narrowedQuery = narrowedQuery.where(lowerLike('u.nama', slot<string>('siswaPattern')));
  return narrowedQuery;
}

/**
 * The first meeting on or after `today` of an order (ties in order of entry): its date, time and
 * subject packed in one column (`packedText`), read with `nextMeetingOf`.
 */
function nextMeetingColumn(db: Db, orderId: Expression<number>, today: string /* a slot */) {
  return db
    .selectFrom('order_schedule_items as s')
    .select((eb) => packedText([eb.ref('s.tanggal'), eb.ref('s.jam'), eb.ref('s.mata_pelajaran')]).as('meeting'))
    .where('s.order_id', '=', orderId)
    .where('s.tanggal', '>=', today)
    .orderBy('s.tanggal')
    .orderBy('s.jam')
    .orderBy('s.id')
    .limit(ONE)
    .as('berikutnya');
}

/** The next meeting of a list row (`nextMeetingColumn`); null when none is left. */
export function nextMeetingOf(packed: string | null): { tanggal: string; jam: string; mata_pelajaran: string } | null {
  const values = unpackText(packed, 3);
  if (values === null) return null;
  const [tanggal = '', jam = '', mata_pelajaran = ''] = values;
  return { tanggal, jam, mata_pelajaran };
}

/**
 * A page already read and limited (`page`), with what a list shows beside each order: its next
 * meeting, its chosen teacher's contact and the meetings left. The subqueries run for the page's
 * rows only (the page is a derived table): one round trip instead of a query per follow-up.
 */
export function withFollowUps<O extends ListColumns>(
  db: Db,
  page: SelectQueryBuilder<Database, never, O>,
  today: string,
) {
  return db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select((eb) => [
      nextMeetingColumn(db, eb.ref('page.id'), today),
      teacherContactColumn(db, eb.ref('page.id')),
      meetingsLeftColumn(db, eb.ref('page.id')),
    ]);
}

/** The newest-first page of a shape, without its follow-ups. */
export function newestPage(db: Db, slot: Slot, shape: ListShape) {
  let query = narrowed(orderListQuery(db), shape, slot);
  if (shape.after) query = query.where(olderThan('o.created_at', 'o.id', { at: slot('afterAt'), id: slot('afterId') }));
  // A search keeps its limit bound: its best plan depends on how rare the text is, which a kept
  // (generic) plan cannot know (a rare part of a code walked all 1,000,000 orders, 0.7 s); with a
  // bound limit PostgreSQL plans each search for its text (~1 ms, against 15-70 ms of searching).
  const limit = searchedText(shape) ? slot<number>('limit') : sql.lit(shape.limit);
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(limit);
}

function newestQuery(db: Db, slot: Slot, shape: ListShape) {
  return withFollowUps(db, newestPage(db, slot, shape), slot('today'))
    .orderBy('page.created_at', 'desc')
    .orderBy('page.id', 'desc');
}

export type OrderListRow = InferResult<ReturnType<typeof newestQuery>>[number];

/** Built and compiled once per shape (CompiledQueries): building and compiling cost more server CPU than reading a page. */
const newestQueries = new CompiledQueries<Database, OrderListRow>((db, slot, key) =>
  newestQuery(db, slot, shapeFrom(key)),
);

/** A page of the filter's orders, newest first by (created_at, id), after the cursor's row, with their follow-ups. */
export async function orderListRows(db: Db, filter: OrderListFilter, today: string): Promise<OrderListRow[]> {
  const query = newestQueries.bind(db, keyOf(shapeOf(filter)), slotValues(filter, today));
  return (await db.executeQuery(query)).rows;
}
