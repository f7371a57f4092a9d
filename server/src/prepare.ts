import { jakartaDateOf } from '@tutor/rules';
import type { DatabaseConfig } from './db/config';
import { openDatabase, type DatabaseHandle } from './db/connection';
import { migrateToLatest } from './db/migrate';
import {
  ensureAdmin,
  ensureAdminTwoStep,
  ensureDemoAccounts,
  ensureDemoStudentAddress,
  type AdminBootstrap,
} from './areas/accounts/bootstrap';
import { seedIfNeeded, type SeedResult } from './db/seed';
import { ensureOnboardingDemo } from './db/seed/onboardingDemo';

export interface PreparedDatabase {
  handle: DatabaseHandle;
  migrations: string[];
  seed: SeedResult;
  /** set when this start created the admin account */
  admin: AdminBootstrap | null;
}

/**
 * Open, migrate to the latest version, seed when empty, then make sure the demo and admin accounts
 * exist: what every start (and test) does first. It lives in the app layer because it runs the
 * accounts area's bootstrap; db/ knows nothing of the areas. The accounts it makes are stamped by
 * `now`: the real clock unless the caller (a test) brings its own.
 */
export async function prepareDatabase(
  config: DatabaseConfig,
  seedTeachers: number,
  today?: string,
  env: NodeJS.ProcessEnv = process.env,
  now: () => Date = () => new Date(),
): Promise<PreparedDatabase> {
  const handle = openDatabase(config);
  try {
    const migrations = await migrateToLatest(handle, config);
    const seed = await seedIfNeeded(handle, { teachers: seedTeachers, today: today ?? jakartaDateOf(now().getTime()) });
    // Accounts are kept apart from the data seed, so a database seeded before accounts existed gets them too.
    await ensureDemoAccounts(handle.db, env, now());
    await ensureDemoStudentAddress(handle.db, env, now());
    const admin = await ensureAdmin(handle.db, env, now());
    await ensureAdminTwoStep(handle.db, env, now());
    // after the admin, who is named in the demo pipeline's history
    await ensureOnboardingDemo(handle.db, env, now());
    return { handle, migrations, seed, admin };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
