import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from '../connection';
import { referenceDataChanged } from '../referenceChanges';
import { refreshStatistics } from '../statistics';
import { IDENTITY_TABLES } from '../migrations/columns';
import type { Database } from '../schema';
import { seedBlog } from './blog';
import { seedDiscounts, seedPartnersAndStats, seedReferrals, seedStudents } from './commerce';
import { seedHolidays } from './holidays';
import { regionPicker } from './people';
import { Random } from './prng';
import { seedReference, seedRegionFactors } from './reference';
import { loadRegions, seedRegions } from './regions';
import { seedTeachers, TEACHER_SEED_BATCH } from './teachers';
import { seedTestimonials } from './testimonials';

export const SEED_VERSION = '1';
/** One fixed seed per data family, so scaling teachers never changes the blog or testimonials. */
const SEEDS = { people: 20_240_601, teachers: 19_450_817, testimonials: 19_281_028, referrals: 20_240_115 } as const;
/** Arbitrary constant: the PostgreSQL advisory lock that serialises concurrent first starts. */
const SEED_LOCK_KEY = 7_302_114;

export interface SeedOptions {
  teachers: number;
  /** teachers generated and written at a time (the data is the same for any size) */
  teacherBatch?: number;
  /** WIB date the relative dates (active discount expiries) count from: the caller's clock, never the real one here */
  today: string;
}

export interface SeedResult {
  seeded: boolean;
  teachers: number;
  milliseconds: number;
}

async function seedVersion(db: Kysely<Database>): Promise<string | undefined> {
  const row = await db.selectFrom('seed_state').select('value').where('key', '=', 'seed_version').executeTakeFirst();
  return row?.value;
}

async function writeEverything(db: Kysely<Database>, options: Required<SeedOptions>): Promise<void> {
  const regions = loadRegions();
  const reference = await seedReference(db);
  await seedRegions(db, regions);
  await seedRegionFactors(db);
  await seedHolidays(db);

  const peopleRandom = new Random(SEEDS.people);
  const picker = regionPicker(peopleRandom, regions);
  const students = await seedStudents(db, peopleRandom, Math.max(300, Math.round(options.teachers * 1.5)), () =>
    picker.regencyIn(picker.province()),
  );
  const teacherRandom = new Random(SEEDS.teachers);
  await seedTeachers(
    db,
    options.teachers,
    {
      random: teacherRandom,
      regions: regionPicker(teacherRandom, regions),
      jenjangNames: reference.jenjangNames,
      subjectIds: reference.subjectIds,
      studentNames: students,
    },
    options.teacherBatch,
  );
  await seedTestimonials(db, new Random(SEEDS.testimonials));
  await seedBlog(db);
  await seedDiscounts(db, options.today);
  await seedReferrals(db, new Random(SEEDS.referrals));
  await seedPartnersAndStats(db);
  await db
    .insertInto('seed_state')
    .values([
      { key: 'seed_version', value: SEED_VERSION },
      { key: 'seed_teachers', value: String(options.teachers) },
      { key: 'seeded_on', value: options.today },
    ])
    .execute();
}

/** Explicit seed ids leave PostgreSQL identity sequences behind; move them past the data. */
async function syncIdentitySequences(db: Kysely<Database>): Promise<void> {
  for (const table of IDENTITY_TABLES) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}

/**
 * Seeds an empty database in one transaction; does nothing when already seeded (idempotent across
 * restarts and safe when several processes start at once on PostgreSQL).
 */
export async function seedIfNeeded(handle: DatabaseHandle, options: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const resolved: Required<SeedOptions> = {
    teachers: options.teachers,
    teacherBatch: options.teacherBatch ?? TEACHER_SEED_BATCH,
    today: options.today,
  };
  if ((await seedVersion(handle.db)) !== undefined)
    return { seeded: false, teachers: 0, milliseconds: Date.now() - started };

  const seeded = await handle.db.transaction().execute(async (trx) => {
    if (handle.kind === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    if ((await seedVersion(trx)) !== undefined) return false;
    await writeEverything(trx, resolved);
    return true;
  });
  if (seeded && handle.kind === 'postgres') await syncIdentitySequences(handle.db);
  if (seeded) await refreshStatistics(handle);
  if (seeded) referenceDataChanged();
  return { seeded, teachers: seeded ? resolved.teachers : 0, milliseconds: Date.now() - started };
}
