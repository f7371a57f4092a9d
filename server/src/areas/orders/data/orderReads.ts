import type { OrderStatus } from '@tutor/contract';
import { containsText, olderThan, type ListKey } from '../../../lib/keyset';
import type { Db } from './draftQueries';

/** Whether the student has an order that was not cancelled (then this one is not their first). */
export async function hasEarlierOrder(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('orders').select('id').where('user_id', '=', userId).where('status', '!=', 'dibatalkan').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function orderRowByKode(db: Db, kode: string) {
  return db.selectFrom('orders').selectAll().where('kode', '=', kode).executeTakeFirst();
}

export async function orderRowById(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** The names an order's detail shows next to its ids. */
export async function orderNames(db: Db, order: { user_id: number; paket_id: number; jenjang_id: number; kurikulum_id: number | null }) {
  const [student, paket, jenjang, kurikulum] = await Promise.all([
    db.selectFrom('users').select(['nama', 'whatsapp']).where('id', '=', order.user_id).executeTakeFirstOrThrow(),
    db.selectFrom('packages').select(['id', 'nama', 'jumlah']).where('id', '=', order.paket_id).executeTakeFirstOrThrow(),
    db.selectFrom('jenjang').select('nama').where('id', '=', order.jenjang_id).executeTakeFirstOrThrow(),
    order.kurikulum_id === null ? Promise.resolve(undefined) : db.selectFrom('curricula').select('nama').where('id', '=', order.kurikulum_id).executeTakeFirst(),
  ]);
  return { student, paket, jenjang: jenjang.nama, kurikulum: kurikulum?.nama ?? null };
}

export async function placeNames(db: Db, provinceId: number, regencyId: number, districtId: number) {
  const [provinsi, kota, kecamatan] = await Promise.all([
    db.selectFrom('provinces').select('nama').where('id', '=', provinceId).executeTakeFirst(),
    db.selectFrom('regencies').select('nama').where('id', '=', regencyId).executeTakeFirst(),
    db.selectFrom('districts').select('nama').where('id', '=', districtId).executeTakeFirst(),
  ]);
  return { provinsi: provinsi?.nama ?? '', kota: kota?.nama ?? '', kecamatan: kecamatan?.nama ?? '' };
}

export async function orderSubjects(db: Db, orderId: number) {
  return db.selectFrom('order_subjects').select(['nama', 'jumlah']).where('order_id', '=', orderId).orderBy('urutan').execute();
}

export async function orderSchedule(db: Db, orderId: number) {
  return db
    .selectFrom('order_schedule_items')
    .select(['iterasi', 'tanggal', 'jam', 'mata_pelajaran', 'color'])
    .where('order_id', '=', orderId)
    .orderBy('iterasi')
    .execute();
}

export async function orderHistory(db: Db, orderId: number) {
  return db.selectFrom('order_history').select(['from_status', 'to_status', 'actor_label', 'created_at', 'note']).where('order_id', '=', orderId).orderBy('id').execute();
}

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
  return db
    .selectFrom('orders as o')
    .innerJoin('packages as p', 'p.id', 'o.paket_id')
    .innerJoin('jenjang as j', 'j.id', 'o.jenjang_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    // a renewal still offered to its previous teacher: who (the offer columns are cleared once answered or lapsed)
    .leftJoin('teachers as offered', 'offered.id', 'o.offer_teacher_id')
    .select(['o.id', 'o.kode', 'o.status', 'o.sistem', 'o.total', 'o.created_at', 'o.updated_at', 'o.offer_until', 'offered.nama as offered_teacher', 'p.nama as paket', 'j.nama as jenjang', 'u.nama as siswa']);
}

const WHOLE_CODE = /^[A-Z]{2}-[0-9]{4}-[A-Z0-9]{4}$/;

/** The filter's narrowing (whose, status, the search), shared by the newest-first list and the late orders. */
function narrowed(query: ReturnType<typeof orderListQuery>, filter: Omit<OrderListFilter, 'limit' | 'after'>) {
  let narrowedQuery = query;
  if (filter.userId !== undefined) narrowedQuery = narrowedQuery.where('o.user_id', '=', filter.userId);
  if (filter.status !== undefined) narrowedQuery = narrowedQuery.where('o.status', '=', filter.status);
  if (filter.kode !== undefined) {
    // a whole code (every code has this length) is contained only in itself: the unique index answers it
    narrowedQuery = WHOLE_CODE.test(filter.kode) ? narrowedQuery.where('o.kode', '=', filter.kode) : narrowedQuery.where(containsText('o.kode', filter.kode));
  }
  if (filter.siswa !== undefined) narrowedQuery = narrowedQuery.where(containsText('u.nama', filter.siswa));
  return narrowedQuery;
}

/** A page of the filter's orders, newest first by (created_at, id), after the cursor's row. */
export async function orderListRows(db: Db, filter: OrderListFilter) {
  let query = narrowed(orderListQuery(db), filter);
  if (filter.after !== undefined) query = query.where(olderThan('o.created_at', 'o.id', filter.after));
  return query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(filter.limit).execute();
}

/**
 * Orders past one of the site's promises however old they are (the desk's list holds only the
 * newest): waiting for the admin's contact since before `contactBefore`, or an opening without
 * proposals since before `proposalBefore` (it entered mencari_guru with the move that stamps
 * updated_at). Each kind is its own index range, (status, created_at, id) and (status, updated_at,
 * id), the longest waiting first: one query with OR walked every order to find a few. Then oldest
 * first by created_at, at most `limit`, narrowed as the list is.
 */
export async function lateOrderRows(db: Db, filter: Omit<OrderListFilter, 'after'>, cutoffs: { contactBefore: string; proposalBefore: string }) {
  const wanted = (status: OrderStatus) => filter.status === undefined || filter.status === status;
  const [contact, proposal] = await Promise.all([
    wanted('menunggu_konfirmasi')
      ? narrowed(orderListQuery(db), filter).where('o.status', '=', 'menunggu_konfirmasi').where('o.created_at', '<', cutoffs.contactBefore).orderBy('o.created_at', 'asc').orderBy('o.id', 'asc').limit(filter.limit).execute()
      : [],
    wanted('mencari_guru')
      ? narrowed(orderListQuery(db), filter).where('o.status', '=', 'mencari_guru').where('o.updated_at', '<', cutoffs.proposalBefore).orderBy('o.updated_at', 'asc').orderBy('o.id', 'asc').limit(filter.limit).execute()
      : [],
  ]);
  const oldestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) => (a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1);
  return [...contact, ...proposal].sort(oldestFirst).slice(0, filter.limit);
}

/** The first meeting on or after `today` of each order (orders without one are absent). */
export async function nextMeetings(db: Db, orderIds: readonly number[], today: string) {
  const next = new Map<number, { tanggal: string; jam: string; mata_pelajaran: string }>();
  if (orderIds.length === 0) return next;
  const rows = await db
    .selectFrom('order_schedule_items')
    .select(['order_id', 'tanggal', 'jam', 'mata_pelajaran'])
    .where('order_id', 'in', [...orderIds])
    .where('tanggal', '>=', today)
    .orderBy('order_id')
    .orderBy('tanggal')
    .orderBy('jam')
    .execute();
  for (const row of rows) if (!next.has(row.order_id)) next.set(row.order_id, { tanggal: row.tanggal, jam: row.jam, mata_pelajaran: row.mata_pelajaran });
  return next;
}

export async function idempotencyRow(db: Db, userId: number, key: string) {
  return db
    .selectFrom('order_idempotency_keys')
    .select(['request_hash', 'order_id'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The commission still pending on an order: the sum of its ledger rows (a reversal nets it to 0). */
export async function pendingCommission(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('money_ledger')
    .select(['owner_id', 'referral_code_id', 'amount'])
    .where('order_id', '=', orderId)
    .where('sumber', '=', 'komisi')
    .where('referral_code_id', 'is not', null)
    .where('state', '=', 'tertunda')
    .$narrowType<{ referral_code_id: number }>()
    .execute();
  const first = rows[0];
  return first ? { owner_id: first.owner_id, referral_code_id: first.referral_code_id, amount: rows.reduce((sum, row) => sum + row.amount, 0) } : null;
}

/** Rupiah recorded as paid for one order (a sum: PostgreSQL answers it as text). */
export async function paidTotal(db: Db, orderId: number): Promise<number> {
  const row = await db.selectFrom('order_payments').select((eb) => eb.fn.sum<number | string | null>('jumlah').as('paid')).where('order_id', '=', orderId).executeTakeFirst();
  return Number(row?.paid ?? 0);
}

/**
 * A renewal's links: the code of the order it continues, and the teacher its open offer waits
 * for; and whether the order was paid before (it has meetings: a teacher change).
 */
export async function renewalLinks(db: Db, order: { id: number; renewal_of_order_id: number | null; offer_teacher_id: number | null }) {
  const [source, teacher, meeting] = await Promise.all([
    order.renewal_of_order_id === null ? undefined : db.selectFrom('orders').select('kode').where('id', '=', order.renewal_of_order_id).executeTakeFirst(),
    order.offer_teacher_id === null ? undefined : db.selectFrom('teachers').select('nama').where('id', '=', order.offer_teacher_id).executeTakeFirst(),
    db.selectFrom('meetings').select('id').where('order_id', '=', order.id).limit(1).executeTakeFirst(),
  ]);
  return { sourceKode: source?.kode ?? null, offeredTeacher: teacher?.nama ?? null, paidBefore: meeting !== undefined };
}
