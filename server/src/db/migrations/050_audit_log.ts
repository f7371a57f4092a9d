import { sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseKind } from '../connection';
import { withIdColumn } from './columns';

export const AUDIT_APPEND_ONLY = 'audit_log hanya boleh ditambah';

/**
 * The audit log (issue 47): one row per admin act and per money move, written in the transaction
 * of the change. Append-only, by the database itself: triggers refuse every UPDATE and DELETE (and
 * TRUNCATE on PostgreSQL), so no route, service or hand-typed query changes what was recorded.
 * No foreign key to users: the row outlives whatever happens to the account.
 */
export function auditLogMigration(kind: DatabaseKind): Migration {
  return {
    // Migrations see the schema as it was at their version, not today's typed Database.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    async up(db: Kysely<any>) {
      await withIdColumn(db.schema.createTable('audit_log'), kind)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_role', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('object_type', 'text', (c) => c.notNull())
        .addColumn('object_id', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addColumn('address', 'text')
        .execute();
      // the list pages newest first by (created_at, id), alone or for one person or one kind of object
      await db.schema.createIndex('audit_log_by_time').on('audit_log').columns(['created_at', 'id']).execute();
      await db.schema
        .createIndex('audit_log_by_actor')
        .on('audit_log')
        .columns(['actor_user_id', 'created_at', 'id'])
        .execute();
      await db.schema
        .createIndex('audit_log_by_object')
        .on('audit_log')
        .columns(['object_type', 'created_at', 'id'])
        .execute();
      if (kind === 'postgres') {
        await sql
          .raw(
            `create function audit_log_refuse() returns trigger language plpgsql as $$
             begin raise exception '${AUDIT_APPEND_ONLY}'; end $$`,
          )
          .execute(db);
        await sql`create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_refuse()`.execute(
          db,
        );
        await sql`create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_refuse()`.execute(
          db,
        );
        return;
      }
      for (const event of ['update', 'delete'])
        await sql
          .raw(
            `create trigger audit_log_no_${event} before ${event} on audit_log
             begin select raise(abort, '${AUDIT_APPEND_ONLY}'); end`,
          )
          .execute(db);
    },
  };
}
