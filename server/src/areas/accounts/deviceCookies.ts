import { createHmac, randomBytes } from 'node:crypto';
import { sameText } from '../../lib/tokens';

/**
 * OWASP's "device cookies" against online guessing: a browser where an account's owner logged in
 * successfully gets `pp_device` = the account's e-mail, a random nonce and an HMAC of both. A login
 * that shows a valid cookie for the e-mail it tries is counted per that cookie, not per account, so
 * an attacker failing from elsewhere slows down every unknown browser for that account but never
 * the owner's. (A stolen cookie that keeps failing is counted on its own, and then trusted no more.)
 */
export const DEVICE_COOKIE = 'pp_device';
/** A year: the browser stays known until its owner has not logged in there for that long. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface DeviceCookies {
  /** the cookie value for a browser where `email` just logged in */
  issue(email: string): string;
  /** the nonce of the request's pp_device cookie if it is valid for `email`, or null (absent, forged, other account) */
  trustedNonce(deviceCookie: string | undefined, email: string): string | null;
}

export function deviceCookies(secret: string): DeviceCookies {
  const sign = (email: string, nonce: string) =>
    createHmac('sha256', secret).update(`${email}\n${nonce}`).digest('base64url');
  return {
    issue(email) {
      const nonce = randomBytes(16).toString('base64url');
      return `${Buffer.from(email).toString('base64url')}.${nonce}.${sign(email, nonce)}`;
    },
    trustedNonce(deviceCookie, email) {
      const [encodedEmail, nonce, signature, ...rest] = (deviceCookie ?? '').split('.');
      if (!encodedEmail || !nonce || !signature || rest.length > 0) return null;
      if (Buffer.from(encodedEmail, 'base64url').toString() !== email) return null;
      return sameText(signature, sign(email, nonce)) ? nonce : null;
    },
  };
}
