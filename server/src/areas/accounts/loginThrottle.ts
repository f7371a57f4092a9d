import type { Counters } from '../../plugins/counters';
import type { DeviceCookies } from './deviceCookies';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_PER_DEVICE,
  LOGIN_PER_EMAIL,
  TOO_MANY_LOGINS,
  TOO_MANY_LOGINS_FROM_ADDRESS,
} from './policy';

export interface LoginAttempt {
  deviceCookie: string | undefined;
  email: string;
  address: string;
}

export type Admission =
  | { admitted: false; message: string; retryAfterSeconds: number }
  | {
      admitted: true;
      /** the right password, or no answer on it (a busy server): the reserved attempt is given back, so only failures count */
      release(): Promise<void>;
      /** a wrong password (or unknown address): the reservation stays, and an unknown browser's address counts it too */
      failed(): Promise<void>;
    };

export interface LoginThrottle {
  /** reserves one attempt of the counter this browser spends, or refuses when that is used up */
  admit(attempt: LoginAttempt): Promise<Admission>;
}

/**
 * Which counters a login attempt spends (OWASP "device cookies"). A browser showing this account's
 * device cookie spends its own (LOGIN_PER_DEVICE) and nothing else, so attacks from elsewhere never
 * lock the owner out. Once that is spent, or without the cookie, the browser is unknown: it spends
 * the account's counter (LOGIN_PER_EMAIL) and may not go on after LOGIN_FAILURES_PER_ADDRESS failed
 * attempts from its address. `loginIpLimit` (per address, per minute) applies to every attempt.
 *
 * Only failures are counted: an attempt reserves its place with one atomic increment before the
 * password is checked (so parallel guesses cannot all pass a read-then-write check) and gives it
 * back when the password was right, so people logging in often never lock themselves out.
 */
export function loginThrottle(counters: Counters, devices: DeviceCookies): LoginThrottle {
  const addressKey = (attempt: LoginAttempt) => `login-failures:${attempt.address}`;
  const admitted = (reservation: string, unknownBrowser: LoginAttempt | null): Admission => ({
    admitted: true,
    release: () => counters.release(reservation),
    failed: async () => {
      if (unknownBrowser) await counters.hit(addressKey(unknownBrowser), LOGIN_FAILURES_PER_ADDRESS.windowMs);
    },
  });
  return {
    async admit(attempt) {
      const nonce = devices.trustedNonce(attempt.deviceCookie, attempt.email);
      if (nonce) {
        const deviceKey = `login-device:${nonce}`;
        if ((await counters.hit(deviceKey, LOGIN_PER_DEVICE.windowMs)) <= LOGIN_PER_DEVICE.max)
          return admitted(deviceKey, null);
        await counters.release(deviceKey); // spent: this attempt goes on as an unknown browser's
      }
      if ((await counters.peek(addressKey(attempt))) >= LOGIN_FAILURES_PER_ADDRESS.max) {
        return {
          admitted: false,
          message: TOO_MANY_LOGINS_FROM_ADDRESS,
          retryAfterSeconds: LOGIN_FAILURES_PER_ADDRESS.windowMs / 1000,
        };
      }
      const accountKey = `login:${attempt.email}`;
      if ((await counters.hit(accountKey, LOGIN_PER_EMAIL.windowMs)) <= LOGIN_PER_EMAIL.max)
        return admitted(accountKey, attempt);
      await counters.release(accountKey);
      return { admitted: false, message: TOO_MANY_LOGINS, retryAfterSeconds: LOGIN_PER_EMAIL.windowMs / 1000 };
    },
  };
}
