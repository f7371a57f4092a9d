import { Migrator, sql } from 'kysely';
import type { DatabaseConfig } from './config';
import type { DatabaseHandle } from './connection';
import { allMigrations } from './migrations';

/** Brings the schema to the latest version; throws (and changes nothing more) on failure. */
export async function migrateToLatest(handle: DatabaseHandle, config: DatabaseConfig): Promise<string[]> {
  const schema = config.kind === 'postgres' ? config.schema : undefined;
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(handle.db);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => allMigrations(handle.kind) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
