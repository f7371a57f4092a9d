import type { Kysely, Migration } from 'kysely';

/**
 * The packages table says over how many months a package's meetings count (issue 49): the site
 * showed "/ bulan" or "/ 6 bulan" from its own copy of the table, which went stale when the
 * database changed. The four Pro packages count over six months, the others per month; their
 * instalments were already in count_payments. The slugs name the packages as the seed made them.
 */
const SIX_MONTH_PACKAGE_SLUGS = ['intensif-pro', 'super-intensif-pro', 'ekslusif-pro', 'super-ekslusif-pro'];

export const packagePeriodsMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('packages')
      .addColumn('period_months', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.updateTable('packages').set({ period_months: 6 }).where('slug', 'in', SIX_MONTH_PACKAGE_SLUGS).execute();
  },
};
