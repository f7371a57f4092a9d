import type { Db } from '../../../db/schema';

export async function mfaOf(db: Db, userId: number) {
  return db.selectFrom('user_mfa').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** A new pending secret (enrolment started again replaces the previous pending one; the confirmed one stays). */
export async function savePendingSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .insertInto('user_mfa')
    .values({ user_id: userId, secret: null, pending_secret: secret, enabled_at: null, last_step: null })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ pending_secret: secret }))
    .execute();
}

/** true when this call confirmed `pendingSecret` (a concurrent second confirmation finds it gone). */
export async function confirmSecret(
  db: Db,
  userId: number,
  pendingSecret: string,
  enabledAt: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('user_mfa')
    .set({ secret: pendingSecret, pending_secret: null, enabled_at: enabledAt, last_step: step })
    .where('user_id', '=', userId)
    .where('pending_secret', '=', pendingSecret)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The bootstrap admin's secret from ADMIN_TOTP_SECRET: enabled at once, unless two-step login is already on. */
export async function provisionSecret(db: Db, userId: number, secret: string, enabledAt: string): Promise<void> {
  await db
    .insertInto('user_mfa')
    .values({ user_id: userId, secret, pending_secret: null, enabled_at: enabledAt, last_step: null })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}

/**
 * Spends the TOTP step `step`: true only when it is later than every step accepted before for the
 * account (one atomic update, so two requests with one code cannot both pass).
 */
export async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('user_mfa')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is not', null)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function replaceRecoveryCodes(db: Db, userId: number, codeHashes: readonly string[]): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** true when this call used the recovery code (a second use, or a concurrent one, finds it spent). */
export async function spendRecoveryCode(db: Db, userId: number, codeHash: string, usedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_recovery_codes')
    .set({ used_at: usedAt })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_recovery_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function removeTwoStep(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('mfa_recovery_codes').where('user_id', '=', userId).execute();
  await db.deleteFrom('user_mfa').where('user_id', '=', userId).execute();
}

export async function insertPendingLogin(db: Db, row: { token_hash: string; user_id: number; expires_at: string }) {
  await db.insertInto('pending_logins').values(row).execute();
}

export async function pendingLogin(db: Db, tokenHash: string, now: string) {
  return db
    .selectFrom('pending_logins as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.email'])
    .where('p.token_hash', '=', tokenHash)
    .where('p.expires_at', '>', now)
    .executeTakeFirst();
}

/** true when this call ended the pending login (a doubled submit completes it once). */
export async function spendPendingLogin(db: Db, tokenHash: string): Promise<boolean> {
  const result = await db.deleteFrom('pending_logins').where('token_hash', '=', tokenHash).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function dropExpiredPendingLogins(db: Db, now: string): Promise<void> {
  await db.deleteFrom('pending_logins').where('expires_at', '<=', now).execute();
}
