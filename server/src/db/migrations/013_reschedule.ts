import type { Kysely, Migration } from 'kysely';

/**
 * Reschedule proposals (ubah jadwal): a meeting holds at most one pending
 * proposal, so it lives on the meeting row itself. Proposing is a conditional UPDATE "where no
 * proposal is pending", answering one "where this proposal is pending": two requests at once make
 * one change. Who proposed what and the answer are rows of meeting_history.
 */
export const rescheduleMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('meetings').addColumn('proposal_tanggal', 'text').execute();
    await db.schema.alterTable('meetings').addColumn('proposal_jam', 'text').execute();
    // siswa | guru: the side who proposed (the other side answers)
    await db.schema.alterTable('meetings').addColumn('proposal_by', 'text').execute();
  },
};
