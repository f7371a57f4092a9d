import BetterSqlite3 from 'better-sqlite3';
import { withStatementCache } from '../src/db/statementCache';

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
});
