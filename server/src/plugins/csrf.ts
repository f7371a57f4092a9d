import { createHmac } from 'node:crypto';
import { accountRoutes, orderRoutes, paymentRoutes } from '@tutor/contract';
import { CSRF_REFUSED_MESSAGE } from '@tutor/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { siteCookie } from '../lib/cookies';
import { settingSecret } from '../lib/settingSecrets';
import { newToken, sameText as equal } from '../lib/tokens';
import { contractApp } from './contractRoutes';

export const CSRF_COOKIE = 'pp_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_REFUSED = CSRF_REFUSED_MESSAGE;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sign = (secret: string, nonce: string) => createHmac('sha256', secret).update(nonce).digest('base64url');

function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

/**
 * Routes that also accept the token as a `_token` field of their JSON body (the old site's preview posts
 * it that way). The check then waits until the body is parsed (preValidation), still before any
 * handler runs; the header, when present, is checked at once as everywhere else.
 */
export const BODY_TOKEN_ROUTES: ReadonlySet<string> = new Set([orderRoutes.preview.url]);

/**
 * Routes no browser calls: Midtrans' server posts its payment notification with no session and no
 * token; its SHA-512 signature_key (checked by the route against our server key) is its proof.
 */
export const CSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([paymentRoutes.notification.url]);

/**
 * Double-submit CSRF protection for every state-changing request: the X-CSRF-Token header must
 * repeat the signed token of the pp_csrf cookie (a cross-site page can neither read the token nor
 * forge one without the secret), and a request from another site is refused outright.
 */
export async function csrfProtection(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  // in the database, so every server process of one site accepts the others' tokens
  const secret = await settingSecret(db, 'csrf_secret', process.env.CSRF_SECRET);
  const valid = (request: FastifyRequest, token: unknown) => {
    const cookie = request.cookies[CSRF_COOKIE];
    const [nonce, signature] = (typeof token === 'string' ? token : '').split('.');
    return Boolean(
      cookie && nonce && signature && equal(cookie, `${nonce}.${signature}`) && equal(signature, sign(secret, nonce)),
    );
  };
  const bodyToken = (request: FastifyRequest) =>
    request.method === 'POST' &&
    BODY_TOKEN_ROUTES.has(request.routeOptions.url ?? '') &&
    request.headers[CSRF_HEADER] === undefined;

  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.method === 'POST' && CSRF_EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return;
    if (isCrossSite(request)) return reply.code(403).send({ message: CSRF_REFUSED });
    if (bodyToken(request)) return;
    if (!valid(request, request.headers[CSRF_HEADER])) return reply.code(403).send({ message: CSRF_REFUSED });
  });

  app.addHook('preValidation', async (request, reply) => {
    if (!bodyToken(request)) return;
    const body = request.body;
    const token =
      body !== null && typeof body === 'object' && !Array.isArray(body)
        ? (body as Record<string, unknown>)._token
        : undefined;
    if (!valid(request, token)) return reply.code(403).send({ message: CSRF_REFUSED });
  });

  contractApp(app).route({
    ...accountRoutes.csrf,
    handler: async (request, reply) => {
      const existing = request.cookies[CSRF_COOKIE];
      const [nonce, signature] = (existing ?? '').split('.');
      const token =
        nonce && signature && equal(signature, sign(secret, nonce))
          ? `${nonce}.${signature}`
          : (() => {
              const fresh = newToken();
              return `${fresh}.${sign(secret, fresh)}`;
            })();
      reply.setCookie(CSRF_COOKIE, token, siteCookie(7 * 24 * 60 * 60, request.protocol === 'https'));
      reply.header('Cache-Control', 'no-store');
      return { token };
    },
  });
}
