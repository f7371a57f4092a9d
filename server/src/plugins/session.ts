import type { Role, User } from '@tutor/contract';
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InferResult, Kysely } from 'kysely';
import { CompiledQueries, type Slot } from '../db/compiledQueries';
import type { Database } from '../db/schema';
import { siteCookie } from '../lib/cookies';
import { tokenHash } from '../lib/tokens';
import { sessionCache } from './sessionCache';

export const SESSION_COOKIE = 'pp_session';
export const SESSION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
/** How stale a session's "last seen" may get before a request writes it again. */
export const LAST_SEEN_STEP_MS = 60_000;

export interface SessionUser extends User {
  teacher_id: number | null;
  /** two-step login is on (an admin without it reaches only what enables it) */
  mfa_aktif: boolean;
}

/** Each request resolves its session at most once, and only when a handler asks. */
const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/**
 * Sessions live on the real clock, at both ends: issued (accountService.startSession) and checked on
 * every request here, outside any area's context. A test that moves the context's clock (to age a
 * report, to start a meeting) keeps its logins.
 */
export const sessionClock = (): Date => new Date();

export function expiryFrom(now: Date): string {
  return new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString();
}

function sessionQuery(db: Kysely<Database>, slot: Slot) {
  return (
    db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      // the account's own referral code (made at registration, or on first visit of /referral/saya)
      .leftJoin('referral_owners as ro', 'ro.user_id', 'u.id')
      .leftJoin('referral_codes as rc', 'rc.owner_id', 'ro.id')
      .leftJoin('user_mfa as m', 'm.user_id', 'u.id')
      .select([
        's.token_hash',
        's.expires_at',
        's.last_seen_at',
        'm.enabled_at as mfa_enabled_at',
        'u.id',
        'u.nama',
        'u.email',
        'u.role',
        'u.status',
        'u.teacher_id',
        'rc.kode',
      ])
      .where('s.token_hash', '=', slot<string>('tokenHash'))
  );
}

/** The session and its account: one shape, built and compiled once (it runs on every request that reads a session). */
const sessionQueries = new CompiledQueries<Database, InferResult<ReturnType<typeof sessionQuery>>[number]>(
  sessionQuery,
);

async function lookUp(db: Kysely<Database>, token: string, now: Date): Promise<SessionUser | null> {
  const hash = tokenHash(token);
  const nowIso = now.toISOString();
  const remembered = sessionCache.get(hash, nowIso);
  if (remembered) return remembered;
  const [row] = (await db.executeQuery(sessionQueries.bind(db, 'session', { tokenHash: hash }))).rows;
  if (!row || row.expires_at <= nowIso) return null;
  let expiresAt = row.expires_at;
  // Sliding expiry, written at most once a day per session.
  if (new Date(row.expires_at).getTime() - now.getTime() < (SESSION_DAYS - 1) * DAY_MS) {
    expiresAt = expiryFrom(now);
    await db.updateTable('sessions').set({ expires_at: expiresAt }).where('token_hash', '=', row.token_hash).execute();
  }
  // "Last seen" for the account page: written only on a lookup (a cache miss) and at most once a minute.
  if (!row.last_seen_at || now.getTime() - new Date(row.last_seen_at).getTime() >= LAST_SEEN_STEP_MS) {
    await db.updateTable('sessions').set({ last_seen_at: nowIso }).where('token_hash', '=', row.token_hash).execute();
  }
  const user: SessionUser = {
    id: row.id,
    nama: row.nama,
    email: row.email,
    role: row.role as Role,
    status: row.status as User['status'],
    kode_referral: row.kode ?? null,
    teacher_id: row.teacher_id,
    mfa_aktif: row.mfa_enabled_at !== null,
  };
  // frozen: the remembered account is handed to every request of the next second, none may change it
  sessionCache.remember(hash, Object.freeze(user), expiresAt);
  return user;
}

/** The logged-in account of this request, or null. */
export function sessionUser(db: Kysely<Database>, request: FastifyRequest): Promise<SessionUser | null> {
  let user = resolved.get(request);
  if (!user) {
    const token = request.cookies[SESSION_COOKIE];
    user = token && /^[A-Za-z0-9_-]{43}$/.test(token) ? lookUp(db, token, sessionClock()) : Promise.resolve(null);
    resolved.set(request, user);
  }
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, siteCookie(SESSION_DAYS * 24 * 60 * 60, secure));
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, '', siteCookie(0, secure));
}

export const NOT_LOGGED_IN = 'Silakan masuk terlebih dahulu';
export const FORBIDDEN_FOR_ROLE = 'Anda tidak memiliki akses ke halaman ini';

/**
 * The account for a role-only route: 401 without a session, 403 for another role. Returns null
 * after answering, so a handler writes `const user = await requireRole(...); if (!user) return reply;`.
 */
export async function requireRole(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  roles: readonly Role[],
): Promise<SessionUser | null> {
  const user = await sessionUser(db, request);
  if (!user) {
    await reply.code(401).send({ message: NOT_LOGGED_IN });
    return null;
  }
  if (!roles.includes(user.role)) {
    await reply.code(403).send({ message: FORBIDDEN_FOR_ROLE });
    return null;
  }
  // The one admin gate (DESIGN §11): an admin without two-step login reaches no role route, only
  // what enables it (the session, /api/auth/mfa/*, logout: those use sessionUser, not requireRole).
  if (user.role === 'admin' && !user.mfa_aktif) {
    await reply.code(403).send({ message: TWO_STEP_MESSAGES.adminNeedsTwoStep });
    return null;
  }
  return user;
}
