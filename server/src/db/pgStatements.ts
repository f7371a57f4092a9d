import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { MAX_CACHED_SQL_LENGTH, STATEMENT_CACHE_SIZE } from './statementCache';

/**
 * Distinct SQL texts given a name, in all pools of the process together. Past it, new texts run
 * unnamed as before: the app has a few hundred, so only a runaway of generated SQL reaches it.
 */
export const MAX_STATEMENT_NAMES = 5_000;

const names = new Map<string, string>();
let lastName = 0;

/** The statement name of this SQL text (the same in every pool and connection), or none. */
export function statementName(sql: string): string | undefined {
  if (sql.length > MAX_CACHED_SQL_LENGTH) return undefined;
  let name = names.get(sql);
  if (name === undefined && names.size < MAX_STATEMENT_NAMES) {
    lastName += 1;
    name = `tutor_${lastName}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * PostgreSQL refuses to run a prepared statement whose result columns a schema change has changed
 * (a `select *` after another process's migration added a column): SQLSTATE 0A000.
 */
const STALE_RESULT_TYPE = 'cached plan must not change result type';

function isStaleResultType(error: unknown): boolean {
  return (
    error instanceof Error && (error as { code?: string }).code === '0A000' && error.message.includes(STALE_RESULT_TYPE)
  );
}

type QueryArgs = [sql: string, parameters: ReadonlyArray<unknown>] | [cursor: PostgresCursor<unknown>];

/**
 * The pg pool as Kysely's PostgresDialect sees it, with every query sent as a named prepared
 * statement. Kysely sends each query unnamed, so PostgreSQL parses and plans it every time; at
 * 1,000,000 orders planning a list's joins took ~1 ms, more than running them (0.1-0.3 ms).
 * A named statement is parsed once per connection (node-postgres remembers which it has sent)
 * and PostgreSQL keeps its plan (generic after five runs when that plan is no worse). The same
 * bounds as SQLite's statement cache: SQL longer than MAX_CACHED_SQL_LENGTH (the seed's multi-row
 * inserts) is never named, and a connection holds at most `perConnection` statements, since
 * PostgreSQL keeps each one in that connection's memory until it closes.
 */
export function withNamedStatements(pool: pg.Pool, perConnection = STATEMENT_CACHE_SIZE): PostgresPool {
  const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let prepared = preparedOn.get(client);
      if (!prepared) {
        prepared = new Set();
        preparedOn.set(client, prepared);
      }
      const known = prepared;
      const query = (...args: QueryArgs) => {
        // a cursor (Kysely's streamed queries) goes to pg as it is
        if (args.length === 1) return client.query(args[0] as unknown as pg.Submittable);
        const [sql, parameters] = args;
        const name = statementName(sql);
        if (name === undefined || (!known.has(name) && known.size >= perConnection)) {
          return client.query(sql, [...parameters]);
        }
        known.add(name);
        return client.query({ name, text: sql, values: [...parameters] }).catch((error: unknown) => {
          if (!isStaleResultType(error)) throw error;
          // A new name makes every connection parse the text afresh; this run is tried once more
          // (inside a transaction PostgreSQL has aborted it already, and that error is the answer).
          if (names.get(sql) === name) names.delete(sql);
          const renamed = statementName(sql);
          if (renamed !== undefined) known.add(renamed);
          return renamed === undefined
            ? client.query(sql, [...parameters])
            : client.query({ name: renamed, text: sql, values: [...parameters] });
        });
      };
      return {
        // Kysely's client type is two overloads (SQL, or a cursor); pg's own types do not name the cursor form.
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      } satisfies PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}
