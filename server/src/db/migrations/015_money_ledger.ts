import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * One money ledger for everything the site owes an account: referral commission and teacher pay
 * (honor) are rows of money_ledger, payout requests of either are rows of payouts. Folds the
 * referral ledger of 008/010 in without losing a row: every referral_commissions row is copied
 * with its id (sumber 'komisi'), referral_payouts is renamed, and then the old ledger is dropped.
 * A meeting earns its honor once: the unique index on the 'honor' rows' meeting_id makes a retried
 * job or a doubled confirmation one row.
 */
export function moneyLedgerMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db.schema.alterTable('referral_payouts').renameTo('payouts').execute();
      await withIdColumn(db.schema.createTable('money_ledger'), kind)
        // the payee: every account has one (its referral owner row), and so do referral codes without an account
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('referral_owners.id'))
        // 'komisi' (referral commission) | 'honor' (teacher pay)
        .addColumn('sumber', 'text', (c) => c.notNull())
        // 'komisi' | 'honor' (earned) | 'pembalikan' (a reversal) | 'pindah' (half of a state change)
        .addColumn('jenis', 'text', (c) => c.notNull())
        .addColumn('referral_code_id', 'integer', (c) => c.references('referral_codes.id'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('meeting_id', 'integer', (c) => c.references('meetings.id'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('payout_id', 'integer', (c) => c.references('payouts.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into money_ledger (id, owner_id, sumber, jenis, referral_code_id, order_id, meeting_id, amount, state, payout_id, created_at)
        select id, owner_id, 'komisi', jenis, referral_code_id, order_id, null, amount, state, payout_id, created_at from referral_commissions`.execute(
        db,
      );
      if (kind === 'postgres') {
        // The copied ids are explicit: the identity continues after the largest.
        await sql`select setval(pg_get_serial_sequence('money_ledger', 'id'), coalesce((select max(id) from money_ledger), 0) + 1, false)`.execute(
          db,
        );
      }
      await db.schema.dropTable('referral_commissions').execute();
      await db.schema
        .createIndex('money_ledger_owner_state')
        .on('money_ledger')
        .columns(['owner_id', 'state'])
        .execute();
      await db.schema.createIndex('money_ledger_order').on('money_ledger').columns(['order_id']).execute();
      await db.schema.createIndex('money_ledger_payout').on('money_ledger').columns(['payout_id']).execute();
      await db.schema
        .createIndex('money_ledger_honor_meeting')
        .unique()
        .on('money_ledger')
        .column('meeting_id')
        .where(sql.ref('jenis'), '=', 'honor')
        .execute();
    },
  };
}
