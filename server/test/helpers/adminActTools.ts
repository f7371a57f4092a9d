// What the admin-act scenarios share: their types, the world they run in and the request helpers.
import type { AuditAction, AuditObject } from '../../src/areas/audit';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';
import { injectAs, type RoleHeaders } from './orderDrafts';

export interface AdminActScenario {
  /** builds what the act needs, then answers the admin's request */
  request: () => Promise<InjectOptions>;
  action: AuditAction;
  object: AuditObject;
  objectId: () => string;
  /** money moves the act makes besides its own row (their rows name the system) */
  moneyMoves?: AuditAction[];
}

export interface WalkWorld {
  app: FastifyInstance;
  db: Kysely<Database>;
  as: RoleHeaders;
  /** the teacher who holds the walk's order */
  teacher: Record<string, string>;
  clock: { set: (iso: string) => string };
  /** remotes.json of the test app (DEPLOYMENTS_DIR) and the manifest with a canary */
  remotesFile: string;
  manifestWithCanary: unknown;
}

export const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

export async function ok<T>(pending: ReturnType<typeof injectAs>, status = 200): Promise<T> {
  const response = await pending;
  if (response.statusCode !== status) throw new Error(`answered ${response.statusCode}: ${response.body}`);
  return dataOf<T>(response);
}

/** A POST as one of the walk's people, with an optional JSON body. */
export const poster = (app: FastifyInstance) => (headers: Record<string, string>, url: string, payload?: object) =>
  injectAs(app, headers, { method: 'POST', url, ...(payload ? { payload } : {}) });

export type Scenarios = Record<string, AdminActScenario>;
