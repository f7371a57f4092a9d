import type { Kysely, Migration } from 'kysely';

/**
 * Personal data (UU 27/2022): the policy version and time a registration accepted, who holds a
 * student account (`orang_tua` or `siswa_dewasa`), and when the account was deleted (anonymised;
 * its orders and money rows stay). Accounts made before have none of these (null).
 */
export const personalDataMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('users').addColumn('kebijakan_versi', 'text').execute();
    await db.schema.alterTable('users').addColumn('kebijakan_disetujui_at', 'text').execute();
    await db.schema.alterTable('users').addColumn('pendaftar', 'text').execute();
    await db.schema.alterTable('users').addColumn('dihapus_at', 'text').execute();
  },
};
