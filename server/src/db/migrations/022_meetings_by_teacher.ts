import type { Kysely, Migration } from 'kysely';

/**
 * A teacher's meetings by their teachers row, state and day: the clash check of the job board, of a
 * proposal and of a move (`heldMeetings`, `scheduleClashLookup`) asks for `teacher_id IN (..) AND
 * status IN (..) AND tanggal IN (..)`, and 012's meetings_teacher_date starts with the account's id
 * instead. At 3,800,000 meetings (1,000,000 orders) that check was a parallel scan of every meeting,
 * ~0.5 s per job-board page. With the state in the index PostgreSQL no longer ANDs it with a bitmap
 * of every `terjadwal` meeting (360,000 rows, ~20 ms) from meetings_status_reported.
 */
export const meetingsByTeacherMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createIndex('meetings_teacher_id_date')
      .on('meetings')
      .columns(['teacher_id', 'status', 'tanggal', 'jam'])
      .execute();
  },
};
