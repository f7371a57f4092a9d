import type { CreateTableBuilder } from 'kysely';
import type { DatabaseKind } from '../connection';

/**
 * An auto-numbered primary key on both databases: SQLite's INTEGER PRIMARY KEY is the rowid;
 * PostgreSQL gets an identity column that still accepts the explicit ids the seed writes.
 */
export function withIdColumn<T extends string>(
  table: CreateTableBuilder<T, never>,
  kind: DatabaseKind,
): CreateTableBuilder<T, 'id'> {
  return table.addColumn('id', 'integer', (column) =>
    kind === 'postgres' ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey(),
  );
}

/** Tables whose identity sequence must follow explicit ids written by the seed (PostgreSQL only). */
export const IDENTITY_TABLES = [
  'holidays',
  'classes',
  'subjects',
  'students',
  'teachers',
  'teacher_reviews',
  'testimonials',
  'blog_posts',
  'partners',
  'discounts',
  'discount_claims',
  'referral_owners',
  'referral_codes',
  'client_error_logs',
  'newsletter_subscribers',
  'users',
  'outbox',
] as const;
