import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** What a row was earned for: referral commission or teacher pay. */
export type LedgerSource = 'komisi' | 'honor';
export const ALL_SOURCES: readonly LedgerSource[] = ['komisi', 'honor'];

/** Every commission row of a payee with the order it came from (oldest first). */
export async function commissionRowsOf(db: Db, ownerId: number) {
  return db
    .selectFrom('money_ledger as ml')
    .innerJoin('orders as o', 'o.id', 'ml.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'ml.id',
      'ml.order_id',
      'ml.jenis',
      'ml.amount',
      'ml.state',
      'o.kode',
      'o.harga_paket_akhir',
      'o.created_at as ordered_at',
      'u.nama as siswa',
    ])
    .where('ml.owner_id', '=', ownerId)
    .where('ml.sumber', '=', 'komisi')
    .orderBy('ml.id')
    .execute();
}

/** Every row of a payee, commission and honor, with the order and (for honor) the meeting (oldest first). */
export async function moneyRowsOf(db: Db, ownerId: number) {
  return db
    .selectFrom('money_ledger as ml')
    .innerJoin('orders as o', 'o.id', 'ml.order_id')
    .leftJoin('meetings as m', 'm.id', 'ml.meeting_id')
    .select([
      'ml.id',
      'ml.sumber',
      'ml.jenis',
      'ml.order_id',
      'ml.meeting_id',
      'ml.amount',
      'ml.state',
      'ml.created_at',
      'o.kode',
      'm.nomor',
      'm.tanggal',
    ])
    .where('ml.owner_id', '=', ownerId)
    .orderBy('ml.id')
    .execute();
}

/** What a payee may claim now, per source, order, code and meeting (the rows a payout request moves). */
export async function claimableOf(db: Db, ownerId: number, sources: readonly LedgerSource[]) {
  const rows = await db
    .selectFrom('money_ledger')
    .select([
      'sumber',
      'order_id',
      'referral_code_id',
      'meeting_id',
      (eb) => eb.fn.sum<number | string>('amount').as('amount'),
    ])
    .where('owner_id', '=', ownerId)
    .where('state', '=', 'dapat_diklaim')
    .where('sumber', 'in', [...sources])
    .groupBy(['sumber', 'order_id', 'referral_code_id', 'meeting_id'])
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) })).filter((row) => row.amount > 0);
}

/** A pending commission per payee and code of one order (the rows its first payment releases). */
export async function pendingOfOrder(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('money_ledger')
    .select(['owner_id', 'referral_code_id', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('order_id', '=', orderId)
    .where('sumber', '=', 'komisi')
    .where('state', '=', 'tertunda')
    .groupBy(['owner_id', 'referral_code_id'])
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) })).filter((row) => row.amount > 0);
}

/** Money moved by a payout request, per source, order, code and meeting. */
export async function movedByPayout(db: Db, payoutId: number) {
  return db
    .selectFrom('money_ledger')
    .select(['owner_id', 'sumber', 'order_id', 'referral_code_id', 'meeting_id', 'amount'])
    .where('payout_id', '=', payoutId)
    .where('state', '=', 'diminta')
    .where('amount', '>', 0)
    .execute();
}

export interface LedgerMove {
  owner_id: number;
  sumber: string;
  referral_code_id: number | null;
  order_id: number;
  meeting_id: number | null;
  amount: number;
  from: string;
  to: string;
  payout_id: number | null;
  created_at: string;
}

/** A state change as two new rows: the ledger never changes or deletes one. */
export async function appendMove(trx: Transaction<Database>, move: LedgerMove): Promise<void> {
  const base = {
    owner_id: move.owner_id,
    sumber: move.sumber,
    referral_code_id: move.referral_code_id,
    order_id: move.order_id,
    meeting_id: move.meeting_id,
    jenis: 'pindah',
    payout_id: move.payout_id,
    created_at: move.created_at,
  };
  await trx
    .insertInto('money_ledger')
    .values([
      { ...base, amount: -move.amount, state: move.from },
      { ...base, amount: move.amount, state: move.to },
    ])
    .execute();
}

/**
 * A meeting's honor, claimable at once (the meeting is held and confirmed). Answers false when the
 * meeting already has its row: the unique index on honor rows' meeting_id lets only one exist.
 */
export async function appendHonor(
  trx: Transaction<Database>,
  row: { owner_id: number; order_id: number; meeting_id: number; amount: number; created_at: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('money_ledger')
    .values({
      ...row,
      sumber: 'honor',
      jenis: 'honor',
      referral_code_id: null,
      state: 'dapat_diklaim',
      payout_id: null,
    })
    // the conflict target names the partial unique index by its predicate, written as the index has it (a literal, not a parameter)
    .onConflict((conflict) => conflict.column('meeting_id').where('jenis', '=', sql.lit('honor')).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function payoutsOf(db: Db, ownerId: number) {
  return db.selectFrom('payouts').selectAll().where('owner_id', '=', ownerId).orderBy('id', 'desc').execute();
}

/** Payout requests with their accounts and what they paid by source: by status for the admin's list, or the one of an id. */
export async function adminPayoutRows(db: Db, filter: { status?: string; id?: number }) {
  let query = db
    .selectFrom('payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select((eb) => [
      'p.id',
      'p.jumlah',
      'p.status',
      'p.bank',
      'p.nomor_rekening',
      'p.nama_pemilik',
      'p.requested_at',
      'p.paid_at',
      'u.nama',
      'u.email',
      'u.whatsapp',
      eb
        .selectFrom('money_ledger as ml')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('ml.amount'), inner.lit(0)).as('honor'))
        .whereRef('ml.payout_id', '=', 'p.id')
        .where('ml.sumber', '=', 'honor')
        .where('ml.state', '=', 'diminta')
        .where('ml.amount', '>', 0)
        .as('honor'),
    ]);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('p.id', '=', filter.id);
  return query.orderBy('p.id', 'desc').limit(500).execute();
}

/** Serialises payout work of one payee: PostgreSQL locks the row until commit (SQLite writes one at a time anyway). */
export async function lockOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
  await trx
    .updateTable('referral_owners')
    .set((eb) => ({ nama: eb.ref('nama') }))
    .where('id', '=', ownerId)
    .execute();
}
