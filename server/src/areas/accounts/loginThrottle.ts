import type { Counters } from '../../plugins/counters';
import type { DeviceCookies } from './deviceCookies';
import { LOGIN_FAILURES_PER_ADDRESS, LOGIN_PER_DEVICE, LOGIN_PER_EMAIL, TOO_MANY_LOGINS, TOO_MANY_LOGINS_FROM_ADDRESS } from './policy';

export interface LoginAttempt {
  cookieHeader: string | undefined;
  email: string;
  address: string;
}

export interface LoginThrottle {
  /** null when this attempt may be checked; else the refusal and how long to wait, in seconds */
  admit(attempt: LoginAttempt): Promise<{ message: string; retryAfterSeconds: number } | null>;
  /** counts a wrong password (or unknown address) against the client address when its browser is unknown */
  failed(attempt: LoginAttempt): Promise<void>;
}

/**
 * Which counters a login attempt spends (OWASP "device cookies"). A browser showing this account's
 * device cookie spends its own (LOGIN_PER_DEVICE) and nothing else, so attacks from elsewhere never
 * lock the owner out. Once that is spent, or without the cookie, the browser is unknown: it spends
 * the account's counter (LOGIN_PER_EMAIL) and may not go on after LOGIN_FAILURES_PER_ADDRESS failed
 * attempts from its address. `loginIpLimit` (per address, per minute) applies to every attempt.
 */
export function loginThrottle(counters: Counters, devices: DeviceCookies): LoginThrottle {
  const knownDevice = async ({ cookieHeader, email }: LoginAttempt, spend: boolean) => {
    const nonce = devices.trustedNonce(cookieHeader, email);
    if (!nonce) return false;
    const key = `login-device:${nonce}`;
    return (spend ? await counters.hit(key, LOGIN_PER_DEVICE.windowMs) : await counters.peek(key)) <= LOGIN_PER_DEVICE.max;
  };
  const addressKey = (attempt: LoginAttempt) => `login-failures:${attempt.address}`;
  return {
    async admit(attempt) {
      if (await knownDevice(attempt, true)) return null;
      if ((await counters.peek(addressKey(attempt))) >= LOGIN_FAILURES_PER_ADDRESS.max) {
        return { message: TOO_MANY_LOGINS_FROM_ADDRESS, retryAfterSeconds: LOGIN_FAILURES_PER_ADDRESS.windowMs / 1000 };
      }
      if ((await counters.hit(`login:${attempt.email}`, LOGIN_PER_EMAIL.windowMs)) <= LOGIN_PER_EMAIL.max) return null;
      return { message: TOO_MANY_LOGINS, retryAfterSeconds: LOGIN_PER_EMAIL.windowMs / 1000 };
    },
    async failed(attempt) {
      if (!(await knownDevice(attempt, false))) await counters.hit(addressKey(attempt), LOGIN_FAILURES_PER_ADDRESS.windowMs);
    },
  };
}
