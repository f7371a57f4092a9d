import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: session cookies, reset links and CSRF tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a database leak does not hand out working sessions or reset links. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares a secret the client sent with the expected one in constant time. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
