import type { DatabaseConfig } from './config';
import { openDatabase, type DatabaseHandle } from './connection';
import { migrateToLatest } from './migrate';
import { seedIfNeeded, type SeedResult } from './seed';

export interface PreparedDatabase {
  handle: DatabaseHandle;
  migrations: string[];
  seed: SeedResult;
}

/** Open, migrate to the latest version, seed when empty: what every start (and test) does first. */
export async function prepareDatabase(config: DatabaseConfig, seedTeachers: number, today?: string): Promise<PreparedDatabase> {
  const handle = openDatabase(config);
  try {
    const migrations = await migrateToLatest(handle, config);
    const seed = await seedIfNeeded(handle, { teachers: seedTeachers, ...(today ? { today } : {}) });
    return { handle, migrations, seed };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
