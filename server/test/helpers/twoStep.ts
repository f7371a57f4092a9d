/**
 * Two-step login in server tests, through the real routes. Every admin must have it (the admin
 * gate), and a TOTP code is accepted once: so the first login of an admin in a test app enrols it
 * (POST /api/auth/mfa/daftar + aktifkan with a code computed here at the app's injected clock)
 * and keeps its secret and recovery codes; a later login of that account spends a step not used
 * yet (the app's clock ±1) or, once those are spent, one of its ten recovery codes.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { TOTP } from 'otpauth';

interface Enrolled {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const clocks = new WeakMap<FastifyInstance, () => Date>();
const enrolled = new WeakMap<FastifyInstance, Map<string, Enrolled>>();

/** createTestApp tells the app's clock here: the server checks codes against it. */
export function rememberClock(app: FastifyInstance, now: () => Date): void {
  clocks.set(app, now);
}

const clockOf = (app: FastifyInstance) => clocks.get(app) ?? (() => new Date());
const STEP_MS = 30_000;
const stepAt = (at: Date) => Math.floor(at.getTime() / STEP_MS);

/** The authenticator's code of `secret` for a 30-second step. */
export function totpCode(secret: string, step: number): string {
  return new TOTP({ secret }).generate({ timestamp: step * STEP_MS });
}

/** The code an authenticator shows at the app's clock now (its step is then spent by the server). */
export function codeNow(app: FastifyInstance, secret: string): { code: string; step: number } {
  const step = stepAt(clockOf(app)());
  return { code: totpCode(secret, step), step };
}

/** `name=value` of the named cookie an answer sets ('' when it sets none). */
export function cookieOf(response: LightMyRequestResponse, name: string): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  return cookies.map((cookie) => cookie.split(';')[0] ?? '').find((pair) => pair.startsWith(`${name}=`)) ?? '';
}

function accountsOf(app: FastifyInstance): Map<string, Enrolled> {
  let accounts = enrolled.get(app);
  if (!accounts) enrolled.set(app, (accounts = new Map()));
  return accounts;
}

/** Enrols the logged-in account (headers) and remembers its secret and recovery codes for later logins. */
export async function enrolTwoStep(
  app: FastifyInstance,
  email: string,
  headers: Record<string, string>,
): Promise<Enrolled> {
  const enrol = await app.inject({ method: 'POST', url: '/api/auth/mfa/daftar', headers });
  if (enrol.statusCode !== 200) throw new Error(`mfa/daftar of ${email} answered ${enrol.statusCode}: ${enrol.body}`);
  const { secret } = (enrol.json() as { data: { secret: string } }).data;
  const { code, step } = codeNow(app, secret);
  const enable = await app.inject({ method: 'POST', url: '/api/auth/mfa/aktifkan', headers, payload: { kode: code } });
  if (enable.statusCode !== 200)
    throw new Error(`mfa/aktifkan of ${email} answered ${enable.statusCode}: ${enable.body}`);
  const record = {
    secret,
    recoveryCodes: [...(enable.json() as { data: { kode_cadangan: string[] } }).data.kode_cadangan],
    lastStep: step,
  };
  accountsOf(app).set(email, record);
  return record;
}

/** A code for the next login of an enrolled account: an unspent step of the clock's three, else a recovery code. */
export function nextCode(app: FastifyInstance, email: string): string {
  const record = accountsOf(app).get(email);
  if (!record)
    throw new Error(`${email} has two-step login but this test app did not enrol it (test/helpers/twoStep.ts)`);
  const now = stepAt(clockOf(app)());
  const step = Math.max(record.lastStep + 1, now - 1);
  if (step <= now + 1) {
    record.lastStep = step;
    return totpCode(record.secret, step);
  }
  const recovery = record.recoveryCodes.shift();
  if (!recovery) throw new Error(`${email}: every code of this step and every recovery code is spent`);
  return recovery;
}
