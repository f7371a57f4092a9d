import type { AdminPayout, Commission, CommissionState, MyReferral, Payout, PayoutRequestBody } from '@tutor/contract';
import { initialsOf, ledgerBalances, maskAccountNumber, payoutRequestProblem, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, ReferralPayoutTable } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { ensureAccountCode } from './data/accountCodeQueries';
import { notifyPayout } from '../notifications/accountNotifications';
import { adminPayoutRows, appendMove, claimableByOrder, ledgerRowsOf, lockOwner, movedByPayout, payoutsOf, pendingOfOrder } from './data/ledgerQueries';

export type LedgerOutcome<T> = { ok: T } | { status: number; message: string };

const STATES: readonly CommissionState[] = ['dibayar', 'diminta', 'dapat_diklaim', 'tertunda'];
const stateOf = (text: string) => (STATES.find((state) => state === text) ?? 'tertunda') as CommissionState;
const digitsOf = (nomor: string) => nomor.replace(/[\s-]/g, '');

function payoutOf(row: Selectable<ReferralPayoutTable>): Payout {
  return {
    id: row.id,
    jumlah: row.jumlah,
    status: row.status === 'dibayar' ? 'dibayar' : 'diminta',
    bank: row.bank,
    nomor_rekening: maskAccountNumber(row.nomor_rekening),
    nama_pemilik: row.nama_pemilik,
    diminta_pada: row.requested_at,
    dibayar_pada: row.paid_at,
  };
}

/** One line per order: where its commission stands now, from the sums of its rows. */
function commissionsOf(rows: Awaited<ReturnType<typeof ledgerRowsOf>>): Commission[] {
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return [...byOrder.values()]
    .map((orderRows): Commission => {
      const first = orderRows[0];
      const earned = orderRows.filter((row) => row.jenis === 'komisi').reduce((sum, row) => sum + row.amount, 0);
      const held = (state: CommissionState) => orderRows.filter((row) => row.state === state).reduce((sum, row) => sum + row.amount, 0);
      const status = STATES.find((state) => held(state) > 0) ?? 'dibatalkan';
      return {
        siswa_inisial: initialsOf(first?.siswa ?? ''),
        kode_pesanan: first?.kode ?? '',
        persen: first && first.harga_paket_akhir > 0 ? Math.round((earned * 100) / first.harga_paket_akhir) : 0,
        jumlah: earned,
        status,
        tanggal: first?.ordered_at ?? '',
      };
    })
    .reverse();
}

export async function myReferral(db: Kysely<Database>, user: SessionUser): Promise<MyReferral> {
  const code = await db.transaction().execute((trx) => ensureAccountCode(trx, user, nowIso()));
  const [rows, payouts] = await Promise.all([ledgerRowsOf(db, code.owner_id), payoutsOf(db, code.owner_id)]);
  const balances = ledgerBalances(rows.map((row) => ({ state: stateOf(row.state), amount: row.amount })));
  return { kode: code.kode, komisi: commissionsOf(rows), ...balances, pencairan: payouts.map(payoutOf) };
}

/** Everything claimable, in one request; two requests at once make one (the owner row is locked first). */
export async function requestPayout(db: Kysely<Database>, user: SessionUser, body: PayoutRequestBody): Promise<LedgerOutcome<Payout>> {
  const problem = payoutRequestProblem(body);
  if (problem) return { status: 400, message: problem };
  return db.transaction().execute(async (trx): Promise<LedgerOutcome<Payout>> => {
    const now = nowIso();
    const code = await ensureAccountCode(trx, user, now);
    await lockOwner(trx, code.owner_id);
    const claimable = await claimableByOrder(trx, code.owner_id);
    const jumlah = claimable.reduce((sum, row) => sum + row.amount, 0);
    if (jumlah <= 0) return { status: 409, message: REFERRAL_LEDGER_MESSAGES.nothingToClaim };
    const payout = await trx
      .insertInto('referral_payouts')
      .values({
        owner_id: code.owner_id, user_id: user.id, jumlah, status: 'diminta', bank: body.bank.trim(), nomor_rekening: digitsOf(body.nomor_rekening),
        nama_pemilik: body.nama_pemilik.trim(), requested_at: now, paid_at: null, paid_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    for (const row of claimable) {
      await appendMove(trx, { owner_id: code.owner_id, referral_code_id: row.referral_code_id, order_id: row.order_id, amount: row.amount, from: 'dapat_diklaim', to: 'diminta', payout_id: payout.id, created_at: now });
    }
    await notifyPayout(trx, { payoutId: payout.id, step: 'diminta', actorUserId: user.id, now });
    return { ok: payoutOf(payout) };
  });
}

export async function adminPayouts(db: Kysely<Database>, filter: { status?: string; id?: number }): Promise<AdminPayout[]> {
  const rows = await adminPayoutRows(db, filter);
  return rows.map((row) => ({
    id: row.id,
    jumlah: row.jumlah,
    status: row.status === 'dibayar' ? 'dibayar' : 'diminta',
    bank: row.bank,
    nomor_rekening: row.nomor_rekening,
    nama_pemilik: row.nama_pemilik,
    akun: { nama: row.nama, email: row.email, whatsapp: row.whatsapp },
    diminta_pada: row.requested_at,
    dibayar_pada: row.paid_at,
  }));
}

/** The admin transferred the money: the request is paid once (a second press is 409). */
export async function markPayoutPaid(db: Kysely<Database>, admin: SessionUser, id: number): Promise<LedgerOutcome<AdminPayout>> {
  const outcome = await db.transaction().execute(async (trx): Promise<LedgerOutcome<true>> => {
    const now = nowIso();
    const updated = await trx.updateTable('referral_payouts').set({ status: 'dibayar', paid_at: now, paid_by: admin.id }).where('id', '=', id).where('status', '=', 'diminta').executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const exists = await trx.selectFrom('referral_payouts').select('id').where('id', '=', id).executeTakeFirst();
      return exists ? { status: 409, message: REFERRAL_LEDGER_MESSAGES.alreadyPaid } : { status: 404, message: REFERRAL_LEDGER_MESSAGES.payoutNotFound };
    }
    for (const row of await movedByPayout(trx, id)) {
      await appendMove(trx, { ...row, from: 'diminta', to: 'dibayar', payout_id: id, created_at: now });
    }
    await notifyPayout(trx, { payoutId: id, step: 'dibayar', actorUserId: admin.id, now });
    return { ok: true };
  });
  if (!('ok' in outcome)) return outcome;
  const [row] = await adminPayouts(db, { id });
  return row ? { ok: row } : { status: 404, message: REFERRAL_LEDGER_MESSAGES.payoutNotFound };
}

/** The order's first payment makes its pending commission claimable (DESIGN §8). */
export async function releaseCommission(trx: Transaction<Database>, orderId: number, now: string): Promise<void> {
  for (const row of await pendingOfOrder(trx, orderId)) {
    await appendMove(trx, { ...row, order_id: orderId, from: 'tertunda', to: 'dapat_diklaim', payout_id: null, created_at: now });
  }
}
