/**
 * The floor of a logged-in list, for the list bench's ratios (issue 50): two routes registered on
 * the bench's own server only, never in the product. Each goes through everything a list route
 * goes through before its own work (the hooks, the session from the process' cache, the role
 * check, a response schema), and then answers at once ("a logged-in answer") or after the
 * cheapest possible PostgreSQL round trip, `select 1` ("one round trip"). A list that reads its page
 * from PostgreSQL cannot cost less than the second, so its ratio to the bare route, measured in the
 * same run, says whether 3x the bare route is within reach of any such list on this machine.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { requireRole } from '../src/plugins/session';
import type { ListTarget } from './listsInProcess';

export const LOGGED_IN_FLOOR_PATH = '/api/bench/masuk';
export const ROUND_TRIP_FLOOR_PATH = '/api/bench/satu-kueri';

const ANSWER_SCHEMA = {
  response: {
    200: {
      type: 'object',
      required: ['data'],
      properties: {
        data: {
          type: 'object',
          required: ['id', 'n'],
          properties: { id: { type: 'integer' }, n: { type: 'integer' } },
        },
      },
    },
  },
} as const;

export async function floorRoutes(app: FastifyInstance, db: Kysely<Database>): Promise<void> {
  app.get(LOGGED_IN_FLOOR_PATH, { schema: ANSWER_SCHEMA }, async (request, reply) => {
    const user = await requireRole(db, request, reply, ['siswa']);
    if (!user) return reply;
    return { data: { id: user.id, n: 0 } };
  });
  app.get(ROUND_TRIP_FLOOR_PATH, { schema: ANSWER_SCHEMA }, async (request, reply) => {
    const user = await requireRole(db, request, reply, ['siswa']);
    if (!user) return reply;
    const { rows } = await sql<{ n: number }>`select 1 as n`.execute(db);
    return { data: { id: user.id, n: Number(rows[0]?.n ?? 0) } };
  });
}

/** The two floors as targets, asked as the given student. */
export function floorTargets(student: Record<string, string>): ListTarget[] {
  return [
    { name: 'floor: a logged-in answer (no query)', headers: student, paths: [LOGGED_IN_FLOOR_PATH] },
    { name: 'floor: one round trip (select 1)', headers: student, paths: [ROUND_TRIP_FLOOR_PATH] },
  ];
}
