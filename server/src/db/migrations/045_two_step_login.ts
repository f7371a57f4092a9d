import type { Kysely, Migration } from 'kysely';

/**
 * Two-step login (TOTP, RFC 6238) and what the account page shows of active sessions.
 * - `user_mfa`: one row per account that started or finished enrolment. `pending_secret` is the
 *   secret shown once by /api/auth/mfa/daftar until a code confirms it; `secret` the confirmed one
 *   (never answered again); `last_step` the last accepted 30-second step, so a code works once.
 * - `mfa_recovery_codes`: ten one-time codes per enrolment, only their SHA-256 stored.
 * - `pending_logins`: a right password of an account with two-step login, waiting for its code
 *   (the cookie carries the token, the table its hash), minutes long.
 * - `sessions.user_agent` / `last_seen_at`: the device and when the session was last used.
 */
export const twoStepLoginMigration: Migration = {
  // Migrations see the schema as it was at their version, not today's typed Database.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('user_mfa')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'text')
      .addColumn('pending_secret', 'text')
      /** ISO instant the confirmed secret was enabled; null while only pending */
      .addColumn('enabled_at', 'text')
      .addColumn('last_step', 'integer')
      .execute();
    await db.schema
      .createTable('mfa_recovery_codes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addPrimaryKeyConstraint('mfa_recovery_codes_pk', ['user_id', 'code_hash'])
      .execute();
    await db.schema
      .createTable('pending_logins')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('pending_logins_by_user').on('pending_logins').column('user_id').execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  },
};
