import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * The meetings a person's calendar feed must keep sending as `STATUS:CANCELLED`: a move that takes
 * a meeting away from someone (a teacher change takes the remaining meetings from the replaced
 * teacher) writes one row per person and meeting, so their phone removes the event with the same
 * UID even after the meeting has passed to somebody else. One row per person and meeting: a move
 * retried or repeated adds nothing.
 */
export function calendarCancellationsMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('calendar_cancellations'), kind)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('meeting_id', 'integer', (c) => c.notNull().references('meetings.id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('calendar_cancellations_user_meeting', ['user_id', 'meeting_id'])
        .execute();
    },
  };
}
