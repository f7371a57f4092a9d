import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with Node's scrypt at OWASP's parameters (N=2^17, r=8, p=1: 128 MiB per hash).
 * The parameters travel with each hash, so they can be raised later without breaking old ones.
 */
export const OWASP_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
let PARAMETERS: { N: number; r: number; p: number } = OWASP_SCRYPT;

/**
 * Sets the cost of the hashes made from now on, in jest only (it throws anywhere else). A server test
 * app makes about 13 hashes before its first test (the demo, admin and onboarding accounts) and its
 * tests register and log in many more: at OWASP's cost each is ~0.5 s of a busy core, minutes of every
 * CI run (issue 50). test/helpers/passwordCost.ts lowers it for every server test file; the test of
 * this module puts OWASP's cost back. Checking a password always uses the cost stored with its hash.
 */
export function setPasswordCostInTests(N: number): void {
  if (!process.env.JEST_WORKER_ID) throw new Error('the password cost is only lowered in tests');
  PARAMETERS = { ...OWASP_SCRYPT, N };
}

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes, or Node refuses the parameters.
  const maxmem = 256 * (options.N ?? PARAMETERS.N) * (options.r ?? PARAMETERS.r);
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMETERS);
  return ['scrypt', PARAMETERS.N, PARAMETERS.r, PARAMETERS.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of no password, checked when the e-mail is unknown so that an unknown address takes
 * as long as a wrong password (no account enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  return (decoy ??= hashPassword(randomBytes(16).toString('hex')));
}
