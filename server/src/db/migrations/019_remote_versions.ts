import type { Kysely, Migration } from 'kysely';

/**
 * Page views and front-end error reports per remote, build and minute: the platform desk's
 * "last hour" and the canary's automatic rollback read them. Counted in the database so every
 * server process adds to the same figures; one row per minute keeps the table small.
 */
export const remoteVersionsMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('remote_version_counts')
      .addColumn('remote', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      /** the minute, ISO 'YYYY-MM-DDTHH:mm' (UTC) */
      .addColumn('minute', 'text', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('remote_version_counts_pk', ['remote', 'version', 'minute'])
      .execute();
  },
};
