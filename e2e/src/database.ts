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

/**
 * The micro teaching of a teacher (user id) took place yesterday: its assessment may be recorded
 * only once it has happened, and an appointment cannot be set in the past through the pages.
 */
export function moveMicroTeachingIntoPast(userId: number): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  const db = new BetterSqlite3(path.join(dataDir, 'app.sqlite'), { timeout: 10_000 });
  try {
    // a UTC day back is a day back in Jakarta too (WIB is ahead of UTC)
    const moved = db
      .prepare(
        "update teacher_onboarding set mt_tanggal = date('now', '-1 day') where user_id = ? and mt_tanggal is not null",
      )
      .run(userId);
    if (moved.changes !== 1) throw new Error(`no micro teaching scheduled for user ${userId}`);
  } finally {
    db.close();
  }
}

/**
 * Makes a registered account an admin, as an operator does in the database (no page makes admins):
 * the two-step journey needs an admin that has not enabled it yet, and the suite's own admin has.
 */
export function promoteToAdmin(email: string): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  const db = new BetterSqlite3(path.join(dataDir, 'app.sqlite'), { timeout: 10_000 });
  try {
    const changed = db.prepare("update users set role = 'admin' where email = ?").run(email);
    if (changed.changes !== 1) throw new Error(`no account ${email}`);
  } finally {
    db.close();
  }
}
