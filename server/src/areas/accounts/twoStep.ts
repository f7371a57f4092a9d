import { randomInt } from 'node:crypto';
import type { MfaEnrolment, MfaStatus } from '@tutor/contract';
import { isAuthenticatorCode, normalisedTwoStepCode, TWO_STEP_MESSAGES } from '@tutor/rules';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { newToken, tokenHash } from '../../lib/tokens';
import { forgetUserSessions } from '../../plugins/sessionCache';
import type { SessionUser } from '../../plugins/session';
import type { Outcome } from './accountService';
import * as twoStep from './data/twoStepQueries';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps; a step either side is accepted. */
const TOTP_SETTINGS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const STEPS_EITHER_SIDE = 1;
export const TOTP_ISSUER = 'Pintar Privat';
export const RECOVERY_CODE_COUNT = 10;
/** How long a right password waits for its code. */
export const PENDING_LOGIN_MINUTES = 5;

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label, secret: Secret.fromBase32(secret), ...TOTP_SETTINGS });
}

/** The 30-second step `code` belongs to at `now` (within a step either side), or null when it is wrong. */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: STEPS_EITHER_SIDE });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

/** A base32 secret, as the bootstrap admin's ADMIN_TOTP_SECRET must be; null when it is not one. */
export function validSecret(text: string | undefined): string | null {
  const secret = (text ?? '').replace(/\s/g, '').toUpperCase();
  return /^[A-Z2-7]{16,}=*$/.test(secret) ? secret : null;
}

/** Letters and digits nobody confuses when copying by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function recoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}
const recoveryHash = (code: string) => tokenHash(`recovery\n${normalisedTwoStepCode(code)}`);

export async function twoStepStatus(db: Kysely<Database>, user: SessionUser): Promise<MfaStatus> {
  const row = await twoStep.mfaOf(db, user.id);
  const aktif = Boolean(row?.enabled_at);
  return {
    aktif,
    wajib: user.role === 'admin',
    kode_cadangan_tersisa: aktif ? await twoStep.unusedRecoveryCodes(db, user.id) : 0,
  };
}

export async function twoStepEnabled(db: Kysely<Database>, userId: number): Promise<boolean> {
  return Boolean((await twoStep.mfaOf(db, userId))?.enabled_at);
}

/** A new secret, shown once; it counts only after a code from it confirms it (enableTwoStep). */
export async function enrolTwoStep(db: Kysely<Database>, user: SessionUser): Promise<Outcome<MfaEnrolment>> {
  if (await twoStepEnabled(db, user.id)) return { status: 409, message: TWO_STEP_MESSAGES.alreadyEnabled };
  const secret = new Secret({ size: 20 }).base32;
  await twoStep.savePendingSecret(db, user.id, secret);
  return { ok: { secret, otpauth_url: totpOf(secret, user.email).toString() } };
}

/** Confirms the pending secret with a code from it; answers the ten recovery codes, in clear this once. */
export async function enableTwoStep(
  db: Kysely<Database>,
  userId: number,
  typed: string,
  now: Date,
): Promise<Outcome<string[]>> {
  const row = await twoStep.mfaOf(db, userId);
  if (row?.enabled_at) return { status: 409, message: TWO_STEP_MESSAGES.alreadyEnabled };
  if (!row?.pending_secret) return { status: 409, message: TWO_STEP_MESSAGES.notEnrolling };
  const code = normalisedTwoStepCode(typed);
  const step = isAuthenticatorCode(code) ? acceptedStep(row.pending_secret, code, now) : null;
  if (step === null) return { status: 400, message: TWO_STEP_MESSAGES.wrongCode };
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const pendingSecret = row.pending_secret;
  const enabled = await db.transaction().execute(async (trx) => {
    if (!(await twoStep.confirmSecret(trx, userId, pendingSecret, nowIso(now), step))) return false;
    await twoStep.replaceRecoveryCodes(trx, userId, codes.map(recoveryHash));
    return true;
  });
  if (!enabled) return { status: 409, message: TWO_STEP_MESSAGES.alreadyEnabled };
  forgetUserSessions(userId); // remembered sessions still say "without two-step login"
  return { ok: codes };
}

/** Checks and spends a TOTP code (its step, once) or a recovery code (once). */
export async function spendTwoStepCode(
  db: Kysely<Database>,
  userId: number,
  typed: string,
  now: Date,
): Promise<boolean> {
  const code = normalisedTwoStepCode(typed);
  if (code === '') return false;
  if (!isAuthenticatorCode(code)) return twoStep.spendRecoveryCode(db, userId, recoveryHash(code), nowIso(now));
  const secret = (await twoStep.mfaOf(db, userId))?.secret;
  const step = secret ? acceptedStep(secret, code, now) : null;
  return step !== null && twoStep.spendStep(db, userId, step);
}

export async function disableTwoStep(
  db: Kysely<Database>,
  user: SessionUser,
  typed: string,
  now: Date,
): Promise<Outcome<null> | { status: 403; message: string }> {
  if (user.role === 'admin') return { status: 403, message: TWO_STEP_MESSAGES.adminCannotDisable };
  if (!(await twoStepEnabled(db, user.id))) return { status: 409, message: TWO_STEP_MESSAGES.notEnabled };
  if (!(await spendTwoStepCode(db, user.id, typed, now))) return { status: 400, message: TWO_STEP_MESSAGES.wrongCode };
  await db.transaction().execute((trx) => twoStep.removeTwoStep(trx, user.id));
  forgetUserSessions(user.id);
  return { ok: null };
}

/** A right password of an account with two-step login: the token of the pending-login cookie. */
export async function startPendingLogin(db: Kysely<Database>, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await twoStep.dropExpiredPendingLogins(db, nowIso(now));
  await twoStep.insertPendingLogin(db, {
    token_hash: tokenHash(token),
    user_id: userId,
    expires_at: new Date(now.getTime() + PENDING_LOGIN_MINUTES * 60_000).toISOString(),
  });
  return token;
}

export async function pendingLoginOf(db: Kysely<Database>, token: string | undefined, now: Date) {
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await twoStep.pendingLogin(db, tokenHash(token), nowIso(now));
  return row ? { ...row, tokenHash: tokenHash(token) } : null;
}

export const finishPendingLogin = (db: Kysely<Database>, hash: string) => twoStep.spendPendingLogin(db, hash);

/** The bootstrap admin's two-step login from ADMIN_TOTP_SECRET (an operator provisions it with the account). */
export async function provisionAdminSecret(
  db: Kysely<Database>,
  userId: number,
  secretText: string | undefined,
  now: Date,
): Promise<void> {
  const secret = validSecret(secretText);
  if (secret) await twoStep.provisionSecret(db, userId, secret, nowIso(now));
}
