import type { Kysely, Migration } from 'kysely';

/**
 * What the admins were last told about a charge (a wrong amount, a payment that could not be
 * recorded, a refund Midtrans refused): a notice is claimed by a conditional UPDATE of this column
 * in the notice's transaction, so Midtrans repeating itself and the re-read job tell the desk once.
 */
export const chargeAdminNoticeMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('payment_charges').addColumn('admin_notice', 'text').execute();
  },
};
