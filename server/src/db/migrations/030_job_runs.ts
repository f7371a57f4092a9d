import type { Kysely, Migration } from 'kysely';

/**
 * When each background job (meeting confirmation, outbox sender, renewal offers, backups) last
 * finished a run without error, whichever process ran it: /metrics answers each job's lag from it,
 * and the backup job reads it to take one backup per period across processes.
 */
export const jobRunsMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_runs')
      .addColumn('job', 'text', (c) => c.primaryKey())
      /** ISO instant the last successful run ended */
      .addColumn('succeeded_at', 'text', (c) => c.notNull())
      /** how often the job is meant to run (ms), as the process that ran it was configured */
      .addColumn('interval_ms', 'integer', (c) => c.notNull())
      .execute();
  },
};
