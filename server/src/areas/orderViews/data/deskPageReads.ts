import type { OrderStatus } from '@tutor/contract';
import { sql } from 'kysely';
import { CompiledQueries, type Slot } from '../../../db/compiledQueries';
import type { Database, Db } from '../../../db/schema';
import {
  keyOf,
  lateLimit,
  narrowed,
  newestPage,
  orderListRows,
  orderListQuery,
  searchedText,
  shapeFrom,
  shapeOf,
  slotValues,
  withFollowUps,
  type ListShape,
  type OrderListFilter,
  type OrderListRow,
} from './orderListReads';

/** The kinds of late order: the status, since when (the column) and the cutoff's slot. */
const LATE_RANGES = [
  { status: 'menunggu_konfirmasi', since: 'o.created_at', before: 'contactBefore' },
  { status: 'mencari_guru', since: 'o.updated_at', before: 'proposalBefore' },
] as const satisfies readonly { status: OrderStatus; since: string; before: string }[];

const lateKindsOf = (shape: ListShape) =>
  LATE_RANGES.filter((range) => shape.status === null || shape.status === range.status);

/**
 * Orders past one of the site's promises however old they are (the desk's list holds only the
 * newest): waiting for the admin's contact since before `contactBefore`, or an opening without
 * proposals since before `proposalBefore` (it entered mencari_guru with the move that stamps
 * updated_at). Each kind is its own index range, (status, created_at, id) and (status, updated_at,
 * id), the longest waiting first: one query with OR walked every order to find a few, so the two
 * ranges are the two arms of a UNION ALL. Then oldest first by (created_at, id), at most
 * LATE_ORDER_LIMIT, narrowed as the list is. The statuses are constants of the SQL, the cutoffs bound.
 */
function lateOrders(db: Db, slot: Slot, shape: ListShape) {
  const ranges = lateKindsOf(shape).map((range) =>
    db
      .selectFrom(
        narrowed(orderListQuery(db), { ...shape, status: null }, slot)
          .where('o.status', '=', sql.lit(range.status))
          // a scalar subquery: no plan sees the cutoff, so the one PostgreSQL keeps costs the same as
          // one made for the value (with the value seen it made a new plan each run, 2.5 ms)
          .where(range.since, '<', sql<string>`(select ${slot<string>(range.before)})`)
          .orderBy(range.since, 'asc')
          .orderBy('o.id', 'asc')
          .limit(lateLimit)
          .as('range'),
      )
      .selectAll('range'),
  );
  const [first, ...others] = ranges;
  if (!first) return undefined;
  // each arm keeps its ORDER BY and LIMIT inside its own derived table (SQLite allows neither on a bare arm)
  const union = others.reduce((all, range) => all.unionAll(range), first);
  return db
    .selectFrom(union.as('late'))
    .selectAll('late')
    .orderBy('late.created_at', 'asc')
    .orderBy('late.id', 'asc')
    .limit(lateLimit);
}

/**
 * The desk's first page in one round trip: the newest page (`late` 0, newest first) and the late
 * orders (`late` 1, oldest first), each in its own derived table, with the follow-ups of both.
 */
function deskFirstQuery(db: Db, slot: Slot, shape: ListShape) {
  const late = lateOrders(db, slot, shape);
  // firstPageRows asks only for shapes with a kind of late order
  if (!late) throw new Error(`no kind of late order in ${keyOf(shape)}`);
  const newestArm = db
    .selectFrom(newestPage(db, slot, shape).as('newest'))
    .select(sql.lit(0).as('late'))
    .selectAll('newest');
  const lateArm = db.selectFrom(late.as('late')).select(sql.lit(1).as('late')).selectAll('late');
  return withFollowUps(db, newestArm.unionAll(lateArm), slot('today'))
    .orderBy('page.late')
    .orderBy(sql`case when ${sql.ref('page.late')} = 0 then ${sql.ref('page.created_at')} end desc`)
    .orderBy(sql`case when ${sql.ref('page.late')} = 0 then ${sql.ref('page.id')} end desc`)
    .orderBy('page.created_at')
    .orderBy('page.id');
}

const deskFirstQueries = new CompiledQueries<Database, OrderListRow & { late: number | string }>((db, slot, key) =>
  deskFirstQuery(db, slot, shapeFrom(key)),
);

/** The late orders alone, oldest first, with their follow-ups (a search's first page: see firstPageRows). */
const lateQueries = new CompiledQueries<Database, OrderListRow>((db, slot, key) => {
  const late = lateOrders(db, slot, shapeFrom(key));
  if (!late) throw new Error(`no kind of late order in ${key}`);
  return withFollowUps(db, late, slot('today')).orderBy('page.created_at', 'asc').orderBy('page.id', 'asc');
});

/**
 * The desk's first page: the newest `filter.limit` orders and the late ones (`lateOrders`) in one
 * query; a status with no kind of lateness reads the newest alone.
 */
export async function firstPageRows(
  db: Db,
  filter: OrderListFilter,
  cutoffs: { contactBefore: string; proposalBefore: string },
  today: string,
): Promise<{ newest: OrderListRow[]; late: OrderListRow[] }> {
  const shape = shapeOf(filter);
  if (lateKindsOf(shape).length === 0) return { newest: await orderListRows(db, filter, today), late: [] };
  const values = { ...slotValues(filter, today), ...cutoffs };
  if (searchedText(shape)) {
    // A search is planned for its text each time (newestPage), and in one statement with the late
    // ranges PostgreSQL searched those by the text too (a trigram scan more, 10 ms): the late
    // orders are then their own statement, whose kept plan walks the short status ranges.
    const [newest, late] = await Promise.all([
      orderListRows(db, filter, today),
      db.executeQuery(lateQueries.bind(db, keyOf({ ...shape, limit: 0 }), values)),
    ]);
    return { newest, late: late.rows };
  }
  const { rows } = await db.executeQuery(deskFirstQueries.bind(db, keyOf(shape), values));
  // a literal: PostgreSQL answers it as a number, as SQLite does; Number() for either
  return {
    newest: rows.filter((row) => Number(row.late) === 0),
    late: rows.filter((row) => Number(row.late) === 1),
  };
}
