import type { CommissionState, MoneyRow, MyMoney } from '@tutor/contract';
import { ledgerBalances, standingOf } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import type { SessionUser } from '../../plugins/session';
import { ensureAccountCode } from './data/accountCodeQueries';
import { moneyRowsOf, payoutsOf } from './data/ledgerQueries';
import { payoutOf } from './payoutService';

const STATES: readonly CommissionState[] = ['tertunda', 'dapat_diklaim', 'diminta', 'dibayar', 'dibatalkan'];
const stateOf = (text: string): CommissionState => STATES.find((state) => state === text) ?? 'tertunda';
const EARNED = new Set(['komisi', 'honor']);

type LedgerRows = Awaited<ReturnType<typeof moneyRowsOf>>;

/** One line per earning: a meeting's honor, or an order's commission, where it stands from its rows. */
function linesOf(rows: LedgerRows): MoneyRow[] {
  const byEarning = new Map<string, LedgerRows>();
  for (const row of rows) {
    const key = row.sumber === 'honor' ? `honor:${row.meeting_id}` : `komisi:${row.order_id}`;
    byEarning.set(key, [...(byEarning.get(key) ?? []), row]);
  }
  return [...byEarning.values()]
    .map((earning): MoneyRow => {
      const first = earning[0] as LedgerRows[number];
      const honor = first.sumber === 'honor';
      return {
        sumber: honor ? 'honor' : 'komisi',
        kode_pesanan: first.kode,
        pertemuan: honor ? first.nomor : null,
        tanggal: honor && first.tanggal ? first.tanggal : first.created_at.slice(0, 10),
        jumlah: earning.filter((row) => EARNED.has(row.jenis)).reduce((sum, row) => sum + row.amount, 0),
        status: standingOf(earning.map((row) => ({ state: stateOf(row.state), amount: row.amount }))),
      };
    })
    .reverse();
}

/** Honor and commission of the logged-in account together: the lines, the sums by state, the payouts. */
export async function myMoney(db: Kysely<Database>, user: SessionUser, now: Date): Promise<MyMoney> {
  const payee = await db.transaction().execute((trx) => ensureAccountCode(trx, user, nowIso(now)));
  const [rows, payouts] = await Promise.all([moneyRowsOf(db, payee.owner_id), payoutsOf(db, payee.owner_id)]);
  const sums = ledgerBalances(rows.map((row) => ({ state: stateOf(row.state), amount: row.amount })));
  return {
    rows: linesOf(rows),
    tertunda: sums.tertunda,
    dapat_dicairkan: sums.dapat_diklaim,
    diminta: sums.diminta,
    dibayar: sums.dibayar,
    pencairan: payouts.map(payoutOf),
  };
}
