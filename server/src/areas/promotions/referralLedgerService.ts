import type { Commission, CommissionState, MyReferral } from '@tutor/contract';
import { initialsOf, ledgerBalances, standingOf } from '@tutor/rules';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { appendMove, commissionRowsOf, ensureAccountCode, payoutOf, payoutsOf, pendingOfOrder } from '../money';
import { recordAudit, type Actor } from '../audit';

const STATES: readonly CommissionState[] = ['dibayar', 'diminta', 'dapat_diklaim', 'tertunda'];
const stateOf = (text: string) => (STATES.find((state) => state === text) ?? 'tertunda') as CommissionState;

/** One line per order: where its commission stands now, from the sums of its rows. */
function commissionsOf(rows: Awaited<ReturnType<typeof commissionRowsOf>>): Commission[] {
  const byOrder = new Map<number, typeof rows>();
  for (const row of rows) byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), row]);
  return [...byOrder.values()]
    .map((orderRows): Commission => {
      const first = orderRows[0];
      const earned = orderRows.filter((row) => row.jenis === 'komisi').reduce((sum, row) => sum + row.amount, 0);
      return {
        siswa_inisial: initialsOf(first?.siswa ?? ''),
        kode_pesanan: first?.kode ?? '',
        persen: first && first.harga_paket_akhir > 0 ? Math.round((earned * 100) / first.harga_paket_akhir) : 0,
        jumlah: earned,
        status: standingOf(orderRows.map((row) => ({ state: stateOf(row.state), amount: row.amount }))),
        tanggal: first?.ordered_at ?? '',
      };
    })
    .reverse();
}

/** The referral page: the account's code, its commission (the money ledger's komisi rows) and payouts. */
export async function myReferral(db: Kysely<Database>, user: SessionUser, now: Date): Promise<MyReferral> {
  const code = await db.transaction().execute((trx) => ensureAccountCode(trx, user, nowIso(now)));
  const [rows, payouts] = await Promise.all([commissionRowsOf(db, code.owner_id), payoutsOf(db, code.owner_id)]);
  const balances = ledgerBalances(rows.map((row) => ({ state: stateOf(row.state), amount: row.amount })));
  return { kode: code.kode, komisi: commissionsOf(rows), ...balances, pencairan: payouts.map(payoutOf) };
}

/** The order's first payment makes its pending commission claimable (a money move: one audit row per payee). */
export async function releaseCommission(
  trx: Transaction<Database>,
  order: { id: number; kode: string },
  now: string,
  actor: Actor,
): Promise<void> {
  const orderId = order.id;
  for (const row of await pendingOfOrder(trx, orderId)) {
    const after = { pemilik_kode: row.owner_id, jumlah: row.amount, status: 'dapat_diklaim' };
    await recordAudit(trx, {
      actor,
      action: 'komisi.dapat_diklaim',
      object: 'pesanan',
      objectId: order.kode,
      before: { status: 'tertunda' },
      after,
      at: now,
    });
    await appendMove(trx, {
      ...row,
      sumber: 'komisi',
      meeting_id: null,
      order_id: orderId,
      from: 'tertunda',
      to: 'dapat_diklaim',
      payout_id: null,
      created_at: now,
    });
  }
}
