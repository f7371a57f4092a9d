import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * Orders (issue 12): the order with its subjects, schedule and append-only history;
 * idempotency keys of order creation; the referral commission ledger (append-only: a reversal is
 * a new negative row); the student's profile address; and who owns a referral code among the
 * accounts (so a student cannot use their own).
 */
export function ordersMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema
        .createTable('student_profiles')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('provinsi_id', 'integer', (c) => c.notNull().references('provinces.id'))
        .addColumn('kota_id', 'integer', (c) => c.notNull().references('regencies.id'))
        .addColumn('kecamatan_id', 'integer', (c) => c.notNull().references('districts.id'))
        .addColumn('alamat_lengkap', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .alterTable('referral_owners')
        .addColumn('user_id', 'integer', (c) => c.references('users.id'))
        .execute();

      await withIdColumn(db.schema.createTable('orders'), kind)
        .addColumn('kode', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('paket_id', 'integer', (c) => c.notNull().references('packages.id'))
        .addColumn('jenjang_id', 'integer', (c) => c.notNull().references('jenjang.id'))
        .addColumn('kurikulum_id', 'integer', (c) => c.references('curricula.id'))
        .addColumn('kelas', 'text')
        .addColumn('sistem', 'text', (c) => c.notNull())
        .addColumn('jumlah_siswa', 'integer', (c) => c.notNull())
        .addColumn('provinsi_id', 'integer', (c) => c.references('provinces.id'))
        .addColumn('kota_id', 'integer', (c) => c.references('regencies.id'))
        .addColumn('kecamatan_id', 'integer', (c) => c.references('districts.id'))
        .addColumn('alamat', 'text')
        .addColumn('tanggal_mulai_les', 'text', (c) => c.notNull())
        // [{hari, jam}]: read and written whole with the order, never queried by slot.
        .addColumn('waktu_les', 'text', (c) => c.notNull())
        .addColumn('jenis_kelamin_guru', 'text', (c) => c.notNull())
        .addColumn('catatan_guru', 'text', (c) => c.notNull())
        .addColumn('kode_referral', 'text')
        .addColumn('referral_code_id', 'integer', (c) => c.references('referral_codes.id'))
        // The FeeBreakdown as computed when ordered: prices change, an order's do not.
        .addColumn('rincian_biaya', 'text', (c) => c.notNull())
        .addColumn('harga_paket_akhir', 'integer', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('orders_user_created').on('orders').columns(['user_id', 'created_at']).execute();
      await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();

      await withIdColumn(db.schema.createTable('order_subjects'), kind)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('urutan', 'integer', (c) => c.notNull())
        .addColumn('nama', 'text', (c) => c.notNull())
        .addColumn('jumlah', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_subjects_order')
        .on('order_subjects')
        .columns(['order_id', 'urutan'])
        .execute();

      await withIdColumn(db.schema.createTable('order_schedule_items'), kind)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('iterasi', 'integer', (c) => c.notNull())
        .addColumn('tanggal', 'text', (c) => c.notNull())
        .addColumn('jam', 'text', (c) => c.notNull())
        .addColumn('mata_pelajaran', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('order_schedule_order_date')
        .on('order_schedule_items')
        .columns(['order_id', 'tanggal', 'jam'])
        .execute();

      await withIdColumn(db.schema.createTable('order_history'), kind)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.id'))
        .addColumn('actor_label', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_history_order').on('order_history').columns(['order_id', 'id']).execute();

      await db.schema
        .createTable('order_idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        // SHA-256 of the canonical request body: the same key with another body is refused.
        .addColumn('request_hash', 'text', (c) => c.notNull())
        // Set in the same transaction that claims the key, so a committed row always has it.
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('order_idempotency_keys_pk', ['user_id', 'idempotency_key'])
        .execute();

      await withIdColumn(db.schema.createTable('referral_commissions'), kind)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('referral_owners.id'))
        .addColumn('referral_code_id', 'integer', (c) => c.notNull().references('referral_codes.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        // 'komisi' (positive) or 'pembalikan' (the negative row that reverses one)
        .addColumn('jenis', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('referral_commissions_order')
        .on('referral_commissions')
        .columns(['order_id'])
        .execute();
      await db.schema
        .createIndex('referral_commissions_owner')
        .on('referral_commissions')
        .columns(['owner_id', 'created_at'])
        .execute();
    },
  };
}
