import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the app has far fewer, IN lists of many lengths are bounded. */
export const STATEMENT_CACHE_SIZE = 500;
/**
 * Longer SQL is not kept: the seed's multi-row inserts (up to 30,000 parameters each) are run once,
 * and each kept one held its SQL text and a compiled program of megabytes; hundreds of them were a
 * large part of the seed's resident memory. The app's own queries are far shorter.
 */
export const MAX_CACHED_SQL_LENGTH = 8_192;

/**
 * The better-sqlite3 database as Kysely's SqliteDialect sees it, with prepared statements reused:
 * Kysely prepares its SQL on every query, and preparing (parse + plan) costs as much as running
 * one of our index searches. Least recently used statements leave the cache first.
 *
 * Safe because Kysely's SQLite driver runs one query at a time on its single connection, and a
 * statement is never run while another run of it is still iterating.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      if (sql.length > MAX_CACHED_SQL_LENGTH) return sqlite.prepare(sql);
      const known = cache.get(sql);
      if (known) {
        // Map keeps insertion order: re-inserting marks it as the most recently used.
        cache.delete(sql);
        cache.set(sql, known);
        return known;
      }
      const statement = sqlite.prepare(sql);
      cache.set(sql, statement);
      if (cache.size > size) {
        const oldest = cache.keys().next().value;
        if (oldest !== undefined) cache.delete(oldest);
      }
      return statement;
    },
  };
}
