import { randomUUID } from 'node:crypto';
import { entryForVisitor, versionOfEntry } from '@tutor/rules';
import type { RemotesManifest } from '@tutor/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { siteCookie } from '../lib/cookies';

/** The visitor id a canary bucket is drawn from (not a session: it names nobody and grants nothing). */
export const VISITOR_COOKIE = 'pp_pengunjung';
const VISITOR_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
const VISITOR_ID = /^[0-9a-f-]{36}$/;

/**
 * The visitor's id from their cookie; a visitor without one (or with a forged shape) gets a new id
 * and the cookie on this answer, so the page and every later /remotes.json agree on their builds.
 */
export function visitorIdOf(request: FastifyRequest, reply: FastifyReply): string {
  const known = request.cookies[VISITOR_COOKIE];
  if (known && VISITOR_ID.test(known)) return known;
  const fresh = randomUUID();
  reply.setCookie(VISITOR_COOKIE, fresh, siteCookie(VISITOR_COOKIE_MAX_AGE_SECONDS, request.protocol === 'https'));
  return fresh;
}

/** The visitor id of a request's pp_pengunjung cookie, if it has a valid one (for attributing an error report). */
export function visitorIdFromCookie(known: string | undefined): string | undefined {
  return known && VISITOR_ID.test(known) ? known : undefined;
}

/**
 * remotes.json as one visitor sees it: each remote's `entry` is the build they get (the canary's
 * for the visitors in its share) and no `canary` is left, so the shell needs no rule of its own and
 * the server renders the page with the same build the browser then loads.
 */
export function manifestForVisitor(manifest: RemotesManifest, visitorId: string): RemotesManifest {
  return {
    remotes: manifest.remotes.map(({ name, routes, ...remote }) => ({
      name,
      entry: entryForVisitor({ name, ...remote }, visitorId),
      routes,
    })),
  };
}

/** The build (version) of `remoteName` that this visitor is given, or undefined for an unknown remote. */
export function versionForVisitor(
  manifest: RemotesManifest,
  remoteName: string,
  visitorId: string | undefined,
): string | undefined {
  const remote = manifest.remotes.find((candidate) => candidate.name === remoteName);
  if (!remote) return undefined;
  return versionOfEntry(visitorId ? entryForVisitor(remote, visitorId) : remote.entry);
}
