import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * Messages waiting to be sent (issue 15): the discount claim sends the voucher code to the
 * WhatsApp number instead of showing it to whoever typed the number. A sender (a later issue)
 * delivers rows with sent_at null and stamps sent_at.
 */
export function outboxMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('outbox'), kind)
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      // The resend guard looks up the latest message to a recipient; the sender scans unsent rows.
      await db.schema
        .createIndex('outbox_recipient_idx')
        .on('outbox')
        .columns(['channel', 'recipient', 'created_at'])
        .execute();
      await db.schema.createIndex('outbox_unsent_idx').on('outbox').columns(['sent_at', 'id']).execute();
    },
  };
}
