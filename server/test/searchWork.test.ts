import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import { refreshTeacherSearch } from '../src/areas/catalog/data/teacherIndex';
import { changeTeacherSearch, searchGeneration, teacherSearchChanged } from '../src/areas/catalog/data/searchChanges';
import { searchTotals } from '../src/areas/catalog/data/searchTotals';
import { countMatching } from './helpers/sqlTeacherSearch';
import { CompiledQueries } from '../src/db/compiledQueries';
import { createTestApp, type TestApp } from './helpers/testApp';

interface Tables {
  items: { id: number; kind: string; size: number };
}

/** Two dialects, never connected: only compile() runs. */
const dialects = {
  sqlite: () => new Kysely<Tables>({ dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }) }),
  postgres: () => new Kysely<Tables>({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) }),
};

describe('queries compiled once per shape', () => {
  const fresh = (db: Kysely<Tables>, kinds: string[], min: number, limit: number) =>
    db
      .selectFrom('items')
      .select('id')
      .where('kind', 'in', kinds)
      .where('size', '>=', min)
      .where('size', '<', 100)
      .orderBy('id')
      .limit(limit);
  const queries = new CompiledQueries<Tables, { id: number }>((db, slot, shape) =>
    fresh(
      db,
      Array.from({ length: Number(shape) }, (_, index) => slot<string>(`kind${index}`)),
      slot<number>('min'),
      slot<number>('limit'),
    ),
  );

  it.each(Object.entries(dialects))(
    'binds the same SQL and parameters Kysely compiles afresh (%s)',
    async (_name, open) => {
      const db = open();
      for (const [kinds, min, limit] of [
        [['a'], 3, 12],
        [['b', 'c'], 0, 5],
        [['d', 'e', 'f'], 42, 1],
        [['g'], 7, 99],
      ] as const) {
        const bound = queries.bind(db, String(kinds.length), {
          kind0: kinds[0],
          kind1: kinds[1],
          kind2: kinds[2],
          min,
          limit,
        });
        const expected = fresh(db, [...kinds], min, limit).compile();
        expect({ sql: bound.sql, parameters: bound.parameters }).toEqual({
          sql: expected.sql,
          parameters: expected.parameters,
        });
      }
      await db.destroy();
    },
  );

  it('refuses to run with a value missing', () => {
    expect(() => queries.bind(dialects.sqlite(), '1', { kind0: 'a', min: 1 })).toThrow('no value for limit');
  });
});

describe('search totals', () => {
  it('counts a filter once until the search rows change', async () => {
    const totals = searchTotals();
    const count = jest.fn(async () => 7);
    expect(await totals('14|0|L,P|', count)).toBe(7);
    expect(await totals('14|0|L,P|', count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(1);
    teacherSearchChanged();
    expect(await totals('14|0|L,P|', count)).toBe(7);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts again once the entry is older than its bound, and never keeps a failed count', async () => {
    const expired = searchTotals(0);
    const count = jest.fn(async () => 3);
    await expired('k', count);
    await expired('k', count);
    expect(count).toHaveBeenCalledTimes(2);

    const totals = searchTotals();
    await expect(totals('k', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await totals('k', async () => 5)).toBe(5);
  });

  it('keeps at most its number of entries, the oldest leaving first', async () => {
    const totals = searchTotals(60_000, 2);
    const count = jest.fn(async () => 1);
    await totals('a', count);
    await totals('b', count);
    await totals('c', count);
    await totals('b', count);
    expect(count).toHaveBeenCalledTimes(3);
    await totals('a', count);
    expect(count).toHaveBeenCalledTimes(4);
  });
});

describe('a search total after a teacher changes (same process)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(300);
  });
  afterAll(async () => t.close());

  it('shows the new total at once when a teacher leaves the search', async () => {
    const row = await t.handle.db
      .selectFrom('teacher_search')
      .select(['teacher_id', 'jenjang_id', 'location_id'])
      .where('location_id', '>', 0)
      .orderBy('teacher_id')
      .executeTakeFirstOrThrow();
    const url = `/api/landing/searching-guru?jenjang_id=${row.jenjang_id}&lokasi_id=${row.location_id}&page=1`;
    const before = (await t.app.inject({ url })).json() as { total: number };
    const filter = { jenjangId: row.jenjang_id, locationId: row.location_id, genders: [], ratings: [] };
    expect(before.total).toBe(await countMatching(t.handle.db, filter));

    await t.handle.db.transaction().execute(async (trx) => {
      await trx.updateTable('teachers').set({ terverifikasi: 0 }).where('id', '=', row.teacher_id).execute();
      await refreshTeacherSearch(trx, row.teacher_id);
    });
    const after = (await t.app.inject({ url })).json() as { total: number; data: { id: number }[] };
    expect(after.total).toBe(before.total - 1);
    expect(after.data.map((teacher) => teacher.id)).not.toContain(row.teacher_id);
  });

  it('marks a change once more after its transaction ends, committed or rolled back', async () => {
    // A search that read between refreshTeacherSearch's mark and the commit is then not reused.
    let during = -1;
    await changeTeacherSearch(t.handle.db, async () => {
      during = searchGeneration();
    });
    expect(searchGeneration()).toBeGreaterThan(during);

    const failed = changeTeacherSearch(t.handle.db, async () => {
      during = searchGeneration();
      throw new Error('rolled back');
    });
    await expect(failed).rejects.toThrow('rolled back');
    expect(searchGeneration()).toBeGreaterThan(during);
  });
});
