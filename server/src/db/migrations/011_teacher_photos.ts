import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';

/** Teachers' uploaded photos, kept in the database so every server process of a site serves them. */
export function teacherPhotosMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('teacher_photos')
        .addColumn('teacher_id', 'integer', (c) => c.primaryKey().references('teachers.id').onDelete('cascade'))
        .addColumn('jpeg', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('version', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
