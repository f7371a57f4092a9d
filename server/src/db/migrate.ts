import { Migrator, sql } from 'kysely';
import type { DatabaseConfig } from './config';
import type { DatabaseHandle } from './connection';
import { allMigrations } from './migrations';
import { referenceDataChanged } from './referenceChanges';

/** Brings the schema to the latest version; throws (and changes nothing more) on failure. */
export async function migrateToLatest(handle: DatabaseHandle, config: DatabaseConfig): Promise<string[]> {
  const schema = config.kind === 'postgres' ? config.schema : undefined;
  if (schema) await sql`create schema if not exists ${sql.id(schema)}`.execute(handle.db);
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => allMigrations(handle.kind) },
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Teams write migrations on parallel branches, so numbers land out of order (013 after 014 has
    // run). Each migration touches its own tables and columns, so a missing one simply runs.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
  // A migration may write reference data (fee rates, programs): what was remembered from it goes.
  if (applied.length > 0) referenceDataChanged();
  return applied;
}
