/**
 * Migration 075 gives each package the months its meetings count over (issue 49: the site's
 * "/ bulan" and "/ 6 bulan" came from a copy of the table in the landing). The database is put back
 * as it was before 075, with one package changed since the seed; 075 runs again: every row keeps
 * what it held, the four Pro packages count over six months, and the fee answers carry it.
 */
import { sql, type Kysely } from 'kysely';
import type { FeePackageList } from '@tutor/contract';
import { migrateToLatest } from '../src/db/migrate';
import { createTestApp, getJson, type TestApp } from './helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(20);
});
afterAll(async () => t.close());

const PACKAGE_FACTS = ['id', 'nama', 'slug', 'jumlah', 'count_payments', 'color', 'sort_order'] as const;

async function beforePackagePeriods(): Promise<void> {
  // The table as it was before 075 is not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const db = t.handle.db as unknown as Kysely<any>;
  await db.schema.alterTable('packages').dropColumn('period_months').execute();
  await sql`delete from kysely_migration where name = '075_package_periods'`.execute(db);
}

describe('migration 075', () => {
  it('keeps every package as it was and counts the Pro packages over six months', async () => {
    const db = t.handle.db;
    // changed by hand after the seed: the migration must not put the seed's values back
    await db.updateTable('packages').set({ jumlah: 10, count_payments: 2 }).where('slug', '=', 'intensif').execute();
    const before = await db.selectFrom('packages').select(PACKAGE_FACTS).orderBy('id').execute();
    await beforePackagePeriods();

    expect(await migrateToLatest(t.handle, t.config)).toEqual(['075_package_periods']);

    const after = await db
      .selectFrom('packages')
      .select([...PACKAGE_FACTS, 'period_months'])
      .orderBy('id')
      .execute();
    expect(after.map(({ period_months: _months, ...facts }) => facts)).toEqual(before);
    expect(after.filter((row) => row.period_months === 6).map((row) => row.nama)).toEqual([
      'Intensif Pro',
      'Super Intensif Pro',
      'Ekslusif Pro',
      'Super Ekslusif Pro',
    ]);
    expect(after.filter((row) => row.period_months !== 6).every((row) => row.period_months === 1)).toBe(true);

    const answer = await getJson<FeePackageList>(t.app, '/api/landing/searching-biaya-les/default');
    expect(answer.status).toBe(200);
    const intensif = answer.body.data.find((item) => item.paket_name === 'Intensif');
    expect(intensif).toMatchObject({ jumlah_pertemuan: 10, periode_bulan: 1, jumlah_cicilan: 2 });
    const superIntensifPro = answer.body.data.find((item) => item.paket_name === 'Super Intensif Pro');
    expect(superIntensifPro).toMatchObject({ jumlah_pertemuan: 72, periode_bulan: 6, jumlah_cicilan: 3 });
  });
});
