import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * The discount claim gives no code any more (issue 43): the 25% discount is in every order's price,
 * so a personal voucher gave nothing and the order form refused it. A claim is the number and when;
 * the vouchers made before go, and their unsent WhatsApp messages say what is true instead (the
 * admin sends them by hand, and would otherwise send a code nothing accepts). The text is the
 * claim's message as of this version (discountClaimService's DISCOUNT_INFO_MESSAGE).
 */
const INFO_MESSAGE =
  'Pintar Privat: diskon 25% berlaku untuk semua paket les privat dan sudah termasuk dalam harga yang tampil saat memesan, tanpa kode voucher. ' +
  'Pesan les di halaman Pemesanan Les setelah masuk ke akun Anda, atau balas pesan ini untuk dibantu admin kami.';

export function discountClaimWithoutVoucherMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await db
        .updateTable('outbox')
        .set({ body: INFO_MESSAGE })
        .where('channel', '=', 'whatsapp')
        .where('sent_at', 'is', null)
        .where('body', 'like', 'Pintar Privat: kode voucher diskon 25%%')
        .execute();
      if (kind === 'postgres') {
        await sql`alter table discount_claims drop column discount_id`.execute(db);
      } else {
        // SQLite cannot drop a column that a foreign key uses: the table is built again.
        await withIdColumn(db.schema.createTable('discount_claims_035'), kind)
          .addColumn('number_whatsapp', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await sql`insert into discount_claims_035 (id, number_whatsapp, created_at)
          select id, number_whatsapp, created_at from discount_claims`.execute(db);
        await db.schema.dropTable('discount_claims').execute();
        await db.schema.alterTable('discount_claims_035').renameTo('discount_claims').execute();
      }
      await db.deleteFrom('discounts').where('publik', '=', 0).execute();
    },
  };
}
