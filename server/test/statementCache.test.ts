import BetterSqlite3 from 'better-sqlite3';
import { MAX_CACHED_SQL_LENGTH, withStatementCache } from '../src/db/statementCache';

describe('the SQLite statement cache', () => {
  it('prepares a SQL text once and reuses the statement', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    const first = db.prepare('select ? as value');
    const second = db.prepare('select ? as value');
    expect(second).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(second.all([7])).toEqual([{ value: 7 }]);
    db.close();
  });

  it('forgets the least recently used statement beyond its size', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite, 2);
    db.prepare('select 1');
    db.prepare('select 2');
    db.prepare('select 1'); // now the most recent
    db.prepare('select 3'); // evicts "select 2"
    db.prepare('select 1');
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
    db.close();
  });

  it('does not keep a statement longer than its bound (the seed’s multi-row inserts)', () => {
    const sqlite = new BetterSqlite3(':memory:');
    const prepare = jest.spyOn(sqlite, 'prepare');
    const db = withStatementCache(sqlite);
    const values = Array.from({ length: Math.ceil(MAX_CACHED_SQL_LENGTH / 6) }, (_, index) => `(${index})`).join(',');
    const long = `select * from (values ${values})`;
    expect(long.length).toBeGreaterThan(MAX_CACHED_SQL_LENGTH);
    const first = db.prepare(long);
    const second = db.prepare(long);
    expect(second).not.toBe(first);
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(second.all([]).length).toBe(Math.ceil(MAX_CACHED_SQL_LENGTH / 6));
    db.close();
  });
});
