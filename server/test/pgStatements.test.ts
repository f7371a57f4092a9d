/**
 * Named prepared statements on PostgreSQL (db/pgStatements.ts): which queries get a name, the
 * bound per connection, and, on a real PostgreSQL server (DATABASE_URL), that a statement whose
 * table another process has changed still runs. Every other server test runs through the same
 * wrapper on the PostgreSQL pass.
 */
import { sql } from 'kysely';
import type pg from 'pg';
import { openDatabase } from '../src/db/connection';
import { statementName, withNamedStatements } from '../src/db/pgStatements';
import { MAX_CACHED_SQL_LENGTH } from '../src/db/statementCache';
import { freshDatabaseConfig, onPostgres } from './helpers/testApp';

type Sent = { name?: string; text: string } | string;

/** A pool whose one client records what it is sent, answered with no rows. */
function recordingPool(): { pool: pg.Pool; sent: Sent[] } {
  const sent: Sent[] = [];
  const client = {
    query: async (query: Sent) => {
      sent.push(query);
      return { rows: [], command: 'SELECT', rowCount: 0 };
    },
    release: () => undefined,
  };
  const pool = { connect: async () => client, end: async () => undefined };
  return { pool: pool as unknown as pg.Pool, sent };
}

describe('named statements', () => {
  it('name each SQL text once, the same in every pool, and leave long SQL unnamed', () => {
    const text = 'select 1 as "named_once"';
    const name = statementName(text);
    expect(name).toMatch(/^tutor_\d+$/);
    expect(statementName(`${text} `)).not.toBe(name);
    expect(statementName(text)).toBe(name);
    expect(statementName(`select '${'x'.repeat(MAX_CACHED_SQL_LENGTH)}'`)).toBeUndefined();
  });

  it('are sent named, up to the bound per connection; past it a new text goes unnamed', async () => {
    const { pool, sent } = recordingPool();
    const wrapped = withNamedStatements(pool, 2);
    const client = await wrapped.connect();
    for (const text of ['select 1 as a', 'select 2 as b', 'select 1 as a', 'select 3 as c'])
      await client.query(text, []);
    const names = sent.map((query) => (typeof query === 'string' ? null : query.name));
    expect(names[0]).toBe(statementName('select 1 as a'));
    expect(names[1]).toBe(statementName('select 2 as b'));
    expect(names[2]).toBe(names[0]);
    expect(names[3]).toBeNull();
    expect(sent[3]).toBe('select 3 as c');
  });

  if (onPostgres) {
    it('still run after another process changes the table under a prepared select * (PostgreSQL)', async () => {
      const { config, cleanup } = freshDatabaseConfig();
      const handle = openDatabase(config);
      try {
        await sql`create schema if not exists ${sql.id(config.kind === 'postgres' ? config.schema : 'main')}`.execute(
          handle.db,
        );
        await sql`create table named_probe (id integer primary key)`.execute(handle.db);
        await sql`insert into named_probe values (1)`.execute(handle.db);
        const readAll = () => sql<Record<string, unknown>>`select * from named_probe`.execute(handle.db);
        // Run enough times on every pooled connection that each has the statement prepared.
        await Promise.all(Array.from({ length: 20 }, readAll));
        await sql`alter table named_probe add column nama text not null default 'baru'`.execute(handle.db);
        const after = await Promise.all(Array.from({ length: 20 }, readAll));
        for (const result of after) expect(result.rows).toEqual([{ id: 1, nama: 'baru' }]);
      } finally {
        await cleanup(handle);
        await handle.close();
      }
    });
  }
});
