import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfNeeded } from '../src/db/seed';
import { prepareDatabase } from '../src/prepare';
import { nationalHolidays } from '../src/db/seed/holidays';
import { freshDatabaseConfig, TEST_TODAY } from './helpers/testApp';

const TEACHERS = 400;

async function fingerprint(db: Kysely<Database>): Promise<string> {
  const teachers = await db.selectFrom('teachers').selectAll().orderBy('id').execute();
  const reviews = await db
    .selectFrom('teacher_reviews')
    .select(['teacher_id', 'rating', 'ulasan', 'tanggal'])
    .orderBy('id')
    .execute();
  return createHash('sha256')
    .update(JSON.stringify([teachers, reviews]))
    .digest('hex');
}

async function counts(db: Kysely<Database>) {
  const tables = [
    'provinces',
    'regencies',
    'districts',
    'teachers',
    'teacher_reviews',
    'teacher_search',
    'blog_posts',
    'testimonials',
    'holidays',
    'discounts',
  ] as const;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('migrations and seed', () => {
  it('seeds once: a restart migrates nothing and duplicates nothing', async () => {
    const { config, cleanup } = freshDatabaseConfig();
    const first = await prepareDatabase(config, TEACHERS, TEST_TODAY);
    try {
      expect(first.migrations.length).toBeGreaterThan(0);
      expect(first.seed.seeded).toBe(true);
      const before = await counts(first.handle.db);
      expect(before).toMatchObject({ provinces: 38, regencies: 514, districts: 7277, teachers: TEACHERS });
      expect(before.testimonials).toBeGreaterThanOrEqual(50);
      expect(before.blog_posts).toBeGreaterThanOrEqual(30);
      const print = await fingerprint(first.handle.db);
      if (first.handle.kind === 'postgres') {
        // The seed ends with ANALYZE: the planner has statistics before the first search.
        const { rows } = await sql<{
          n: string;
        }>`select count(*) as n from pg_stats where schemaname = current_schema() and tablename = 'teacher_search'`.execute(
          first.handle.db,
        );
        expect(Number(rows[0]?.n)).toBeGreaterThan(0);
      }
      await first.handle.close();

      const second = await prepareDatabase(config, TEACHERS, TEST_TODAY);
      expect(second.migrations).toEqual([]);
      expect(second.seed.seeded).toBe(false);
      expect(await counts(second.handle.db)).toEqual(before);
      expect(await fingerprint(second.handle.db)).toBe(print);
      // Writes after the seed get fresh ids (identity sequences follow the seeded ids).
      await second.handle.db
        .insertInto('discounts')
        .values({ kode: 'BARU', keterangan: 'uji', tgl_expired: '2099-01-01', persen: 5, publik: 0 })
        .execute();
      await cleanup(second.handle);
      await second.handle.close();
    } finally {
      if (first.handle) await first.handle.close().catch(() => undefined);
    }
  });

  it('is deterministic: two fresh databases hold the same teachers and reviews, whatever the seed batch', async () => {
    const one = freshDatabaseConfig();
    const two = freshDatabaseConfig();
    const a = await prepareDatabase(one.config, 150, TEST_TODAY);
    // The second writes its teachers 7 at a time (the seed streams them in batches).
    const b = { handle: openDatabase(two.config) };
    await migrateToLatest(b.handle, two.config);
    await seedIfNeeded(b.handle, { teachers: 150, today: TEST_TODAY, teacherBatch: 7 });
    try {
      expect(await fingerprint(a.handle.db)).toBe(await fingerprint(b.handle.db));
      expect(await counts(a.handle.db)).toEqual(await counts(b.handle.db));
    } finally {
      await one.cleanup(a.handle);
      await two.cleanup(b.handle);
      await a.handle.close();
      await b.handle.close();
    }
  });

  it('teachers are plausible: real regencies, levels, subjects and reviews within 1-5', async () => {
    const { config, cleanup } = freshDatabaseConfig();
    const { handle } = await prepareDatabase(config, 200, TEST_TODAY);
    try {
      const orphans = await handle.db
        .selectFrom('teacher_regencies as tr')
        .leftJoin('regencies as r', 'r.id', 'tr.regency_id')
        .select('tr.teacher_id')
        .where('r.id', 'is', null)
        .execute();
      expect(orphans).toEqual([]);
      const withoutLevel = await handle.db
        .selectFrom('teachers as t')
        .leftJoin('teacher_levels as tl', 'tl.teacher_id', 't.id')
        .select('t.id')
        .where('tl.teacher_id', 'is', null)
        .execute();
      expect(withoutLevel).toEqual([]);
      const badRatings = await handle.db
        .selectFrom('teacher_reviews')
        .select('id')
        .where((eb) => eb.or([eb('rating', '<', 1), eb('rating', '>', 5)]))
        .execute();
      expect(badRatings).toEqual([]);
      const sample = await handle.db
        .selectFrom('teachers')
        .select(['nama', 'deskripsi', 'perguruan_tinggi'])
        .limit(5)
        .execute();
      sample.forEach((teacher) => {
        expect(teacher.deskripsi).toContain(teacher.perguruan_tinggi);
        expect(teacher.nama).toMatch(/^[A-Z][a-z]+/);
      });
    } finally {
      await cleanup(handle);
      await handle.close();
    }
  });
});

describe('national holidays', () => {
  it('come from date-holidays with the Isra Mikraj name corrected', () => {
    const holidays = nationalHolidays();
    expect(holidays.find((holiday) => holiday.tanggal === '2026-01-16')?.nama).toBe('Isra Mikraj Nabi Muhammad SAW');
    expect(holidays.find((holiday) => holiday.tanggal === '2026-08-25')?.nama).toBe('Maulid Nabi Muhammad');
    expect(holidays.find((holiday) => holiday.tanggal === '2025-08-17')?.nama).toContain('Kemerdekaan');
    expect(holidays.length).toBeGreaterThan(90);
  });
});
