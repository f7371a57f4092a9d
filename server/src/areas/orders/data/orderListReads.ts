import type { OrderStatus } from '@tutor/contract';
import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import { containsText, olderThan, type ListKey } from '../../../lib/keyset';
import { meetingsLeftColumn, teacherContactColumns } from '../../lessons';
import { LATE_ORDER_LIMIT } from '../policy';
import type { Db } from './draftQueries';

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

function orderListQuery(db: Db) {
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

type ListQuery = ReturnType<typeof orderListQuery>;
type ListColumns = ListQuery extends SelectQueryBuilder<Database, never, infer O> ? O : never;

/**
 * Limits that are constants of the code, written into the SQL rather than bound: PostgreSQL costs a
 * bound LIMIT as a tenth of the rows, so a prepared statement with one never earned a generic
 * plan and was planned again on every run (~1.7 ms for the late orders).
 */
const ONE = sql.lit(1);
const lateLimit = sql.lit(LATE_ORDER_LIMIT);

const WHOLE_CODE = /^[A-Z]{2}-[0-9]{4}-[A-Z0-9]{4}$/;

/** The filter's narrowing (whose, status, the search), shared by the newest-first list and the late orders. */
function narrowed(query: ListQuery, filter: Omit<OrderListFilter, 'limit' | 'after'>) {
  let narrowedQuery = query;
  if (filter.userId !== undefined) narrowedQuery = narrowedQuery.where('o.user_id', '=', filter.userId);
  if (filter.status !== undefined) narrowedQuery = narrowedQuery.where('o.status', '=', filter.status);
  if (filter.kode !== undefined) {
    // a whole code (every code has this length) is contained only in itself: the unique index answers it
    narrowedQuery = WHOLE_CODE.test(filter.kode)
      ? narrowedQuery.where('o.kode', '=', filter.kode)
      : narrowedQuery.where(containsText('o.kode', filter.kode));
  }
  if (filter.siswa !== undefined) narrowedQuery = narrowedQuery.where(containsText('u.nama', filter.siswa));
  return narrowedQuery;
}

/** The first meeting on or after `today` of an order (ties in order of entry): one column of it. */
function nextMeetingColumn(
  db: Db,
  orderId: Expression<number>,
  today: string,
  column: 'tanggal' | 'jam' | 'mata_pelajaran',
) {
  return db
    .selectFrom('order_schedule_items as s')
    .select(`s.${column}`)
    .where('s.order_id', '=', orderId)
    .where('s.tanggal', '>=', today)
    .orderBy('s.tanggal')
    .orderBy('s.jam')
    .orderBy('s.id')
    .limit(ONE)
    .as(`berikutnya_${column}`);
}

/**
 * A page already read and limited (`page`), with what a list shows beside each order: its next
 * meeting, its chosen teacher's contact and the meetings left. The subqueries run for the page's
 * rows only (the page is a derived table): one round trip instead of a query per follow-up.
 */
function withFollowUps(db: Db, page: SelectQueryBuilder<Database, never, ListColumns>, today: string) {
  return db
    .selectFrom(page.as('page'))
    .selectAll('page')
    .select((eb) => [
      nextMeetingColumn(db, eb.ref('page.id'), today, 'tanggal'),
      nextMeetingColumn(db, eb.ref('page.id'), today, 'jam'),
      nextMeetingColumn(db, eb.ref('page.id'), today, 'mata_pelajaran'),
      ...teacherContactColumns(db, eb.ref('page.id')),
      meetingsLeftColumn(db, eb.ref('page.id')),
    ]);
}

/** A page of the filter's orders, newest first by (created_at, id), after the cursor's row, with their follow-ups. */
export async function orderListRows(db: Db, filter: OrderListFilter, today: string) {
  let query = narrowed(orderListQuery(db), filter);
  if (filter.after !== undefined) query = query.where(olderThan('o.created_at', 'o.id', filter.after));
  const page = query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(filter.limit);
  return withFollowUps(db, page, today).orderBy('page.created_at', 'desc').orderBy('page.id', 'desc').execute();
}

/**
 * Orders past one of the site's promises however old they are (the desk's list holds only the
 * newest): waiting for the admin's contact since before `contactBefore`, or an opening without
 * proposals since before `proposalBefore` (it entered mencari_guru with the move that stamps
 * updated_at). Each kind is its own index range, (status, created_at, id) and (status, updated_at,
 * id), the longest waiting first: one query with OR walked every order to find a few, so the two
 * ranges are the two arms of a UNION ALL. Then oldest first by (created_at, id), at most LATE_ORDER_LIMIT,
 * narrowed as the list is, with their follow-ups.
 */
export async function lateOrderRows(
  db: Db,
  filter: Omit<OrderListFilter, 'after' | 'limit'>,
  cutoffs: { contactBefore: string; proposalBefore: string },
  today: string,
) {
  // one kind of late order: its status, since when (the column) and before when, longest waiting first
  const range = (status: OrderStatus, since: 'o.created_at' | 'o.updated_at', before: string) =>
    filter.status === undefined || filter.status === status
      ? [
          db
            .selectFrom(
              narrowed(orderListQuery(db), filter)
                .where('o.status', '=', status)
                .where(since, '<', before)
                .orderBy(since, 'asc')
                .orderBy('o.id', 'asc')
                .limit(lateLimit)
                .as('range'),
            )
            .selectAll('range'),
        ]
      : [];
  const ranges = [
    ...range('menunggu_konfirmasi', 'o.created_at', cutoffs.contactBefore),
    ...range('mencari_guru', 'o.updated_at', cutoffs.proposalBefore),
  ];
  const [first, ...others] = ranges;
  if (!first) return [];
  // each arm keeps its ORDER BY and LIMIT inside its own derived table (SQLite allows neither on a bare arm)
  const union = others.reduce((all, range) => all.unionAll(range), first);
  const oldestFirst = db
    .selectFrom(union.as('late'))
    .selectAll('late')
    .orderBy('late.created_at', 'asc')
    .orderBy('late.id', 'asc')
    .limit(lateLimit);
  return withFollowUps(db, oldestFirst, today).orderBy('page.created_at', 'asc').orderBy('page.id', 'asc').execute();
}
