import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * Teacher onboarding: the current appointment, assessment and decision of each teacher account
 * (its state stays in users.status), the history of every move, and the uploaded PDFs.
 */
export function onboardingMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('teacher_onboarding')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('status_sejak', 'text', (c) => c.notNull())
        .addColumn('wawancara_tanggal', 'text')
        .addColumn('wawancara_jam', 'text')
        .addColumn('wawancara_tempat', 'text')
        .addColumn('mt_tanggal', 'text')
        .addColumn('mt_jam', 'text')
        .addColumn('mt_tempat', 'text')
        .addColumn('mt_jenjang', 'text')
        .addColumn('mt_mapel', 'text')
        .addColumn('mt_penilai', 'text')
        .addColumn('nilai_penguasaan', 'integer')
        .addColumn('nilai_penyampaian', 'integer')
        .addColumn('nilai_sikap', 'integer')
        .addColumn('nilai_catatan', 'text')
        .addColumn('alasan_tolak', 'text')
        .addColumn('ditolak_pada', 'text')
        .execute();

      await withIdColumn(db.schema.createTable('teacher_onboarding_history'), kind)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('aksi', 'text', (c) => c.notNull())
        .addColumn('dari', 'text', (c) => c.notNull())
        .addColumn('ke', 'text', (c) => c.notNull())
        .addColumn('keterangan', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('teacher_onboarding_history_user')
        .on('teacher_onboarding_history')
        .columns(['user_id', 'id'])
        .execute();

      await db.schema
        .createTable('teacher_documents')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('jenis', 'text', (c) => c.notNull())
        .addColumn('nama_file', 'text', (c) => c.notNull())
        .addColumn('ukuran', 'integer', (c) => c.notNull())
        .addColumn('pdf', kind === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addColumn('uploaded_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('teacher_documents_pk', ['user_id', 'jenis'])
        .execute();
    },
  };
}
