import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/** Discount codes, claimed vouchers and referral codes with their owners. */
export function commerceMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('discounts'), kind)
        .addColumn('kode', 'text', (c) => c.notNull().unique())
        .addColumn('keterangan', 'text', (c) => c.notNull())
        .addColumn('tgl_expired', 'text', (c) => c.notNull())
        .addColumn('persen', 'integer', (c) => c.notNull())
        .addColumn('publik', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema.createIndex('discounts_active_idx').on('discounts').columns(['publik', 'tgl_expired']).execute();

      await withIdColumn(db.schema.createTable('discount_claims'), kind)
        .addColumn('number_whatsapp', 'text', (c) => c.notNull().unique())
        .addColumn('discount_id', 'integer', (c) => c.notNull().references('discounts.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('referral_owners'), kind)
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('jenis_akun', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('referral_codes'), kind)
        .addColumn('kode', 'text', (c) => c.notNull().unique())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('referral_owners.id'))
        .addColumn('aktif', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
