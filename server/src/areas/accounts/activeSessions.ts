import { createHash } from 'node:crypto';
import type { ActiveSession } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { forgetSessionToken, forgetUserSessions } from '../../plugins/sessionCache';
import { deleteOtherSessions, deleteSessionOf, liveSessionsOf } from './data/sessionQueries';
import { deviceName } from './deviceName';

/**
 * A session's id on the account page: derived from its token hash, so nothing new is stored and the
 * hash itself (the session cache's key) never leaves the server.
 */
export function sessionId(tokenHash: string): string {
  return createHash('sha256').update(`sesi\n${tokenHash}`).digest('base64url').slice(0, 22);
}

export async function activeSessions(
  db: Kysely<Database>,
  userId: number,
  currentHash: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await liveSessionsOf(db, userId, now.toISOString());
  const sessions = rows.map((row) => ({
    id: sessionId(row.token_hash),
    perangkat: deviceName(row.user_agent),
    dibuat: row.created_at,
    terakhir: row.last_seen_at ?? row.created_at,
    ini: row.token_hash === currentHash,
  }));
  // this session first, then the latest used
  return sessions.sort((a, b) => Number(b.ini) - Number(a.ini) || b.terakhir.localeCompare(a.terakhir));
}

/** Ends one of the account's own sessions; false when the id names none of them. */
export async function endSession(db: Kysely<Database>, userId: number, id: string, now: Date): Promise<boolean> {
  const rows = await liveSessionsOf(db, userId, now.toISOString());
  const row = rows.find((candidate) => sessionId(candidate.token_hash) === id);
  if (!row || !(await deleteSessionOf(db, userId, row.token_hash))) return false;
  forgetSessionToken(row.token_hash);
  return true;
}

/** Ends every other session of the account; the caches of every process forget them at once. */
export async function endOtherSessions(db: Kysely<Database>, userId: number, currentHash: string): Promise<number> {
  const ended = await deleteOtherSessions(db, userId, currentHash);
  if (ended > 0) forgetUserSessions(userId);
  return ended;
}
