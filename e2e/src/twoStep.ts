/**
 * Two-step login in the e2e suite. The e2e admin is started with its TOTP secret provisioned
 * (ADMIN_TOTP_SECRET, productionServer.ts), and a code is accepted once: so globalSetup logs the
 * admin in once through the real API (password, then a code) and every context that needs the
 * admin gets that session's cookie (logInContext); a login through the form (logInThroughForm)
 * types a code of a step the server has not accepted yet (the admin's last step is read from the
 * run's database, what the server itself records).
 */
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { TOTP } from 'otpauth';

/** base32; the server's copy comes from ADMIN_TOTP_SECRET */
export const E2E_ADMIN_TOTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TFOQ';
const STEP_MS = 30_000;

export function totpCode(secret: string, step: number): string {
  return new TOTP({ secret }).generate({ timestamp: step * STEP_MS });
}

/** The last 30-second step the server accepted for the account (null: none yet). */
export function lastAcceptedStep(email: string): number | null {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through the e2e global setup');
  const db = new BetterSqlite3(path.join(dataDir, 'app.sqlite'), { readonly: true, timeout: 10_000 });
  try {
    const row = db
      .prepare('select m.last_step from user_mfa m join users u on u.id = m.user_id where u.email = ?')
      .get(email) as { last_step: number | null } | undefined;
    return row?.last_step ?? null;
  } finally {
    db.close();
  }
}

/**
 * A code the server accepts now and has not accepted before: the server takes the current step and
 * one either side, each once, so a third login within one step waits for the clock's next step.
 */
export async function unusedCode(secret: string, email: string): Promise<string> {
  const last = lastAcceptedStep(email);
  const now = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(now - 1, last === null ? now - 1 : last + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  // the next step becomes acceptable at (step - 1) * 30 s: a wait for the clock, not a guess
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
  return totpCode(secret, step);
}
