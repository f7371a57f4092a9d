import type { Kysely, Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

/**
 * Notifications: each person's in-app notifications (the bell), the kinds they receive in the
 * site only (no e-mail), and what the outbox's sender needs: the e-mail's subject and link, its
 * tries, when it may be tried again, the lease of the process sending it now (a claim that
 * expires, so a crash between claim and send loses nothing), and its failure after the last try.
 */
export function notificationsMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('notifications'), kind)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('read_at', 'text')
        .execute();
      // the bell reads a user's newest and counts the unread
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
      await db.schema
        .createIndex('notifications_unread_idx')
        .on('notifications')
        .columns(['user_id', 'read_at'])
        .execute();

      await db.schema
        .createTable('notification_email_optouts')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notification_email_optouts_pk', ['user_id', 'kind'])
        .execute();

      await db.schema.alterTable('outbox').addColumn('subject', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('link', 'text').execute();
      await db.schema
        .alterTable('outbox')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('lease_until', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('failed_at', 'text').execute();
      await db.schema.alterTable('outbox').addColumn('last_error', 'text').execute();
    },
  };
}
