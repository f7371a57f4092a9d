import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Every ledger row of an owner with the order it came from (oldest first). */
export async function ledgerRowsOf(db: Db, ownerId: number) {
  return db
    .selectFrom('referral_commissions as rc')
    .innerJoin('orders as o', 'o.id', 'rc.order_id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(['rc.id', 'rc.order_id', 'rc.jenis', 'rc.amount', 'rc.state', 'o.kode', 'o.harga_paket_akhir', 'o.created_at as ordered_at', 'u.nama as siswa'])
    .where('rc.owner_id', '=', ownerId)
    .orderBy('rc.id')
    .execute();
}

/** What an owner may claim now, per order and code (the rows a payout request moves). */
export async function claimableByOrder(db: Db, ownerId: number) {
  const rows = await db
    .selectFrom('referral_commissions')
    .select(['order_id', 'referral_code_id', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('owner_id', '=', ownerId)
    .where('state', '=', 'dapat_diklaim')
    .groupBy(['order_id', 'referral_code_id'])
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) })).filter((row) => row.amount > 0);
}

/** A pending commission per owner and code of one order (the rows its first payment releases). */
export async function pendingOfOrder(db: Db, orderId: number) {
  const rows = await db
    .selectFrom('referral_commissions')
    .select(['owner_id', 'referral_code_id', (eb) => eb.fn.sum<number | string>('amount').as('amount')])
    .where('order_id', '=', orderId)
    .where('state', '=', 'tertunda')
    .groupBy(['owner_id', 'referral_code_id'])
    .execute();
  return rows.map((row) => ({ ...row, amount: Number(row.amount) })).filter((row) => row.amount > 0);
}

/** Money moved by a payout request, per order and code. */
export async function movedByPayout(db: Db, payoutId: number) {
  return db
    .selectFrom('referral_commissions')
    .select(['owner_id', 'order_id', 'referral_code_id', 'amount'])
    .where('payout_id', '=', payoutId)
    .where('state', '=', 'diminta')
    .where('amount', '>', 0)
    .execute();
}

export interface LedgerMove {
  owner_id: number;
  referral_code_id: number;
  order_id: number;
  amount: number;
  from: string;
  to: string;
  payout_id: number | null;
  created_at: string;
}

/** A state change as two new rows: the ledger never changes or deletes one. */
export async function appendMove(trx: Transaction<Database>, move: LedgerMove): Promise<void> {
  const base = { owner_id: move.owner_id, referral_code_id: move.referral_code_id, order_id: move.order_id, jenis: 'pindah', payout_id: move.payout_id, created_at: move.created_at };
  await trx
    .insertInto('referral_commissions')
    .values([
      { ...base, amount: -move.amount, state: move.from },
      { ...base, amount: move.amount, state: move.to },
    ])
    .execute();
}

export async function payoutsOf(db: Db, ownerId: number) {
  return db.selectFrom('referral_payouts').selectAll().where('owner_id', '=', ownerId).orderBy('id', 'desc').execute();
}

/** Payout requests with their accounts: by status for the admin's list, or the one of an id. */
export async function adminPayoutRows(db: Db, filter: { status?: string; id?: number }) {
  let query = db
    .selectFrom('referral_payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.id', 'p.jumlah', 'p.status', 'p.bank', 'p.nomor_rekening', 'p.nama_pemilik', 'p.requested_at', 'p.paid_at', 'u.nama', 'u.email', 'u.whatsapp']);
  if (filter.status) query = query.where('p.status', '=', filter.status);
  if (filter.id !== undefined) query = query.where('p.id', '=', filter.id);
  return query.orderBy('p.id', 'desc').limit(500).execute();
}

/** Serialises payout work of one owner: PostgreSQL locks the row until commit (SQLite writes one at a time anyway). */
export async function lockOwner(trx: Transaction<Database>, ownerId: number): Promise<void> {
  await trx.updateTable('referral_owners').set((eb) => ({ nama: eb.ref('nama') })).where('id', '=', ownerId).execute();
}

/** Who referred a student: the code of their earliest order that used one and was not cancelled. */
export async function referrerOfStudent(db: Db, studentUserId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('referral_codes as rc', 'rc.id', 'o.referral_code_id')
    .select(['rc.id as referral_code_id', 'rc.owner_id'])
    .where('o.user_id', '=', studentUserId)
    .where('o.status', '!=', 'dibatalkan')
    .orderBy('o.id')
    .executeTakeFirst();
}
