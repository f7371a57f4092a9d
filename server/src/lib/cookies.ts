import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The attributes every cookie of the site carries (@fastify/cookie parses and serialises them):
 * the whole site, never readable by a script, and SameSite=Lax, so it is sent on top-level
 * navigation but never on a cross-site form post or fetch. Secure when the request came over HTTPS.
 */
export function siteCookie(maxAgeSeconds: number, secure: boolean): CookieSerializeOptions {
  return { path: '/', maxAge: maxAgeSeconds, sameSite: 'lax', httpOnly: true, secure };
}
