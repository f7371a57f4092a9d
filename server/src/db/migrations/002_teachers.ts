import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/** Students, teachers with their levels/subjects/regencies, the search rows and the reviews. */
export function teachersMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('students'), kind)
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('jenis_kelamin', 'text', (c) => c.notNull())
        .addColumn('jenjang_id', 'integer', (c) => c.references('jenjang.id'))
        .addColumn('regency_id', 'integer', (c) => c.references('regencies.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('teachers'), kind)
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('panggilan', 'text', (c) => c.notNull())
        .addColumn('jenis_kelamin', 'text', (c) => c.notNull())
        .addColumn('foto', 'text', (c) => c.notNull())
        .addColumn('deskripsi', 'text', (c) => c.notNull())
        .addColumn('perguruan_tinggi', 'text', (c) => c.notNull())
        .addColumn('jurusan', 'text', (c) => c.notNull())
        .addColumn('online', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('terverifikasi', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('home_regency_id', 'integer', (c) => c.notNull().references('regencies.id'))
        .addColumn('rating_x10', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('jumlah_ulasan', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('jenjang_text', 'text', (c) => c.notNull())
        .addColumn('mapel_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // "Best first" listing of verified teachers (default search, best teacher of the month).
      await db.schema
        .createIndex('teachers_best_idx')
        .on('teachers')
        .columns(['terverifikasi', 'rating_x10', 'jumlah_ulasan', 'id'])
        .execute();

      await db.schema
        .createTable('teacher_levels')
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
        .addColumn('jenjang_id', 'integer', (c) => c.notNull().references('jenjang.id'))
        .addPrimaryKeyConstraint('teacher_levels_pk', ['teacher_id', 'jenjang_id'])
        .execute();

      await db.schema
        .createTable('teacher_subjects')
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
        .addColumn('subject_id', 'integer', (c) => c.notNull().references('subjects.id'))
        .addPrimaryKeyConstraint('teacher_subjects_pk', ['teacher_id', 'subject_id'])
        .execute();

      await db.schema
        .createTable('teacher_regencies')
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
        .addColumn('regency_id', 'integer', (c) => c.notNull().references('regencies.id'))
        .addPrimaryKeyConstraint('teacher_regencies_pk', ['teacher_id', 'regency_id'])
        .execute();
      await db.schema
        .createIndex('teacher_regencies_regency_idx')
        .on('teacher_regencies')
        .columns(['regency_id', 'teacher_id'])
        .execute();

      await db.schema
        .createTable('teacher_search')
        .addColumn('jenjang_id', 'integer', (c) => c.notNull())
        .addColumn('location_id', 'integer', (c) => c.notNull())
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
        .addColumn('jenis_kelamin', 'text', (c) => c.notNull())
        .addColumn('rating_x10', 'integer', (c) => c.notNull())
        .addColumn('jumlah_ulasan', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('teacher_search_pk', ['jenjang_id', 'location_id', 'teacher_id'])
        .execute();
      // Result pages: equality on (jenjang, place), then walked in rating order; gender rides along.
      await db.schema
        .createIndex('teacher_search_rank_idx')
        .on('teacher_search')
        .columns(['jenjang_id', 'location_id', 'rating_x10', 'jumlah_ulasan', 'teacher_id', 'jenis_kelamin'])
        .execute();
      // Counts and filter-guru: covering index for gender x rating.
      await db.schema
        .createIndex('teacher_search_filter_idx')
        .on('teacher_search')
        .columns(['jenjang_id', 'location_id', 'jenis_kelamin', 'rating_x10'])
        .execute();
      await db.schema.createIndex('teacher_search_teacher_idx').on('teacher_search').column('teacher_id').execute();

      await withIdColumn(db.schema.createTable('teacher_reviews'), kind)
        .addColumn('teacher_id', 'integer', (c) => c.notNull().references('teachers.id').onDelete('cascade'))
        .addColumn('student_id', 'integer', (c) => c.references('students.id'))
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('ulasan', 'text', (c) => c.notNull())
        .addColumn('tanggal', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('teacher_reviews_teacher_idx')
        .on('teacher_reviews')
        .columns(['teacher_id', 'tanggal', 'id'])
        .execute();
      await db.schema
        .createIndex('teacher_reviews_rating_idx')
        .on('teacher_reviews')
        .columns(['rating', 'id'])
        .execute();
    },
  };
}
