import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * The referral programme as money: payout requests, and which request a ledger row
 * moved money for. The ledger (008's referral_commissions) stays append-only: a state change is a
 * pair of new rows, so a balance is always the sum of its rows.
 */
export function referralLedgerMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('referral_payouts'), kind)
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('referral_owners.id'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('jumlah', 'integer', (c) => c.notNull())
        // diminta | dibayar
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('bank', 'text', (c) => c.notNull())
        .addColumn('nomor_rekening', 'text', (c) => c.notNull())
        .addColumn('nama_pemilik', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text', (c) => c.notNull())
        .addColumn('paid_at', 'text')
        .addColumn('paid_by', 'integer', (c) => c.references('users.id'))
        .execute();
      await db.schema
        .createIndex('referral_payouts_status')
        .on('referral_payouts')
        .columns(['status', 'requested_at'])
        .execute();
      await db.schema
        .alterTable('referral_commissions')
        .addColumn('payout_id', 'integer', (c) => c.references('referral_payouts.id'))
        .execute();
      await db.schema.createIndex('referral_owners_user').on('referral_owners').columns(['user_id']).execute();
    },
  };
}
