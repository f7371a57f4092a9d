import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';

/**
 * The video room of a meeting (an Online order's lessons are held in it): a random token per
 * meeting, stored so the room stays the same across restarts, reschedules and server processes,
 * and cannot be guessed from the meeting's id or order code. Meetings made before this migration
 * get theirs here, from the database's own cryptographic random source.
 */
export function videoRoomsMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('meetings').addColumn('video_room', 'text').execute();
      const random =
        kind === 'postgres' ? sql`replace(gen_random_uuid()::text, '-', '')` : sql`lower(hex(randomblob(16)))`;
      await db.updateTable('meetings').set({ video_room: random }).where('video_room', 'is', null).execute();
    },
  };
}
