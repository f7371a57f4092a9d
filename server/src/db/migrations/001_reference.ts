import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/** Reference data: programs, curricula, classes, subjects, packages, fee rows, regions, holidays. */
export function referenceMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('jenjang')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('online_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('subject_mode', 'text', (c) => c.notNull())
        .addColumn('deskripsi', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('curricula')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('jenis', 'text', (c) => c.notNull())
        .addColumn('fee_factor_permille', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('jenjang_curricula')
        .addColumn('jenjang_id', 'integer', (c) => c.notNull().references('jenjang.id'))
        .addColumn('curriculum_id', 'integer', (c) => c.notNull().references('curricula.id'))
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('jenjang_curricula_pk', ['jenjang_id', 'curriculum_id'])
        .execute();

      await withIdColumn(db.schema.createTable('classes'), kind)
        .addColumn('jenjang_id', 'integer', (c) => c.notNull().references('jenjang.id'))
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('label', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addUniqueConstraint('classes_jenjang_value_unique', ['jenjang_id', 'value'])
        .execute();

      await withIdColumn(db.schema.createTable('subjects'), kind)
        .addColumn('jenjang_id', 'integer', (c) => c.notNull().references('jenjang.id'))
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addUniqueConstraint('subjects_jenjang_nama_unique', ['jenjang_id', 'nama'])
        .execute();

      await db.schema
        .createTable('packages')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull().unique())
        .addColumn('jumlah', 'integer', (c) => c.notNull())
        .addColumn('count_payments', 'integer', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('fee_rates')
        .addColumn('jenjang_id', 'integer', (c) => c.notNull().references('jenjang.id'))
        .addColumn('sistem', 'text', (c) => c.notNull())
        .addColumn('rate_per_meeting', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('fee_rates_pk', ['jenjang_id', 'sistem'])
        .execute();

      await db.schema
        .createTable('group_fee_factors')
        .addColumn('jumlah_siswa', 'integer', (c) => c.primaryKey())
        .addColumn('factor_permille', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('provinces')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('nama', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('regencies')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('province_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('nama_lower', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('regencies_province_idx').on('regencies').columns(['province_id', 'nama']).execute();

      await db.schema
        .createTable('districts')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('regency_id', 'integer', (c) => c.notNull().references('regencies.id'))
        .addColumn('nama', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('districts_regency_idx').on('districts').columns(['regency_id', 'nama']).execute();

      await db.schema
        .createTable('province_fee_factors')
        .addColumn('province_id', 'integer', (c) => c.primaryKey().references('provinces.id'))
        .addColumn('factor_permille', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('regency_fee_factors')
        .addColumn('regency_id', 'integer', (c) => c.primaryKey().references('regencies.id'))
        .addColumn('factor_permille', 'integer', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('holidays'), kind)
        .addColumn('tanggal', 'text', (c) => c.notNull())
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('sumber', 'text', (c) => c.notNull())
        .addUniqueConstraint('holidays_tanggal_nama_unique', ['tanggal', 'nama'])
        .execute();
    },
  };
}
