import type { Db } from '../../../db/schema';
import { containsText, olderThan, type ListKey } from '../../../lib/keyset';

export interface AuditFilter {
  /** a part of the actor's name or e-mail; `sistem`: the rows of no account */
  actor?: string;
  objectType?: string;
  /** ISO instants: from (inclusive) and until (exclusive) */
  from?: string;
  until?: string;
  after?: ListKey;
  limit: number;
}

/** A page of the log newest first by (created_at, id), with the actor's name: `limit + 1` rows tell whether more follow. */
export async function auditPage(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select([
      'a.id',
      'a.created_at',
      'a.actor_user_id',
      'a.actor_role',
      'a.action',
      'a.object_type',
      'a.object_id',
      'a.before_json',
      'a.after_json',
      'a.address',
      'u.nama',
    ]);
  const actor = filter.actor?.trim();
  if (actor && actor.toLowerCase() === 'sistem') query = query.where('a.actor_user_id', 'is', null);
  else if (actor) query = query.where((eb) => eb.or([containsText('u.nama', actor), containsText('u.email', actor)]));
  if (filter.objectType) query = query.where('a.object_type', '=', filter.objectType);
  if (filter.from) query = query.where('a.created_at', '>=', filter.from);
  if (filter.until) query = query.where('a.created_at', '<', filter.until);
  if (filter.after) query = query.where(olderThan('a.created_at', 'a.id', filter.after));
  return query
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
}
