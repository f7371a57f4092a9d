import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/**
 * The e2e server's own SQLite database, for what no page may do: time passing. A test moves an
 * order's meetings into the past here (as the days would), then acts through the pages and API.
 */
export function moveMeetingsIntoPast(kode: string, firstDate: string): number {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  const db = new BetterSqlite3(path.join(dataDir, 'app.sqlite'), { timeout: 10_000 });
  try {
    const order = db.prepare('select id from orders where kode = ?').get(kode) as { id: number } | undefined;
    if (!order) throw new Error(`no order ${kode}`);
    // one day apart from firstDate, in the meetings' order (they keep their times)
    const moved = db
      .prepare("update meetings set tanggal = date(?, '+' || (nomor - 1) || ' days') where order_id = ?")
      .run(firstDate, order.id);
    return moved.changes;
  } finally {
    db.close();
  }
}
