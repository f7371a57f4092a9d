import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { PackageInfo } from '@tutor/rules';
import { NEUTRAL_FACTOR } from '@tutor/rules';

export async function packages(db: Kysely<Database>): Promise<PackageInfo[]> {
  return db
    .selectFrom('packages')
    .select(['id', 'nama', 'jumlah', 'count_payments', 'period_months', 'color'])
    .orderBy('sort_order')
    .execute();
}

export async function jenjangById(db: Kysely<Database>, id: number) {
  return db.selectFrom('jenjang').select(['id', 'nama', 'online_only']).where('id', '=', id).executeTakeFirst();
}

export async function ratePerMeeting(
  db: Kysely<Database>,
  jenjangId: number,
  sistem: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('fee_rates')
    .select('rate_per_meeting')
    .where('jenjang_id', '=', jenjangId)
    .where('sistem', '=', sistem)
    .executeTakeFirst();
  return row?.rate_per_meeting;
}

/** The program's curricula in order; the first is the default when none is chosen. */
export async function curriculaOf(db: Kysely<Database>, jenjangId: number) {
  return db
    .selectFrom('jenjang_curricula as jc')
    .innerJoin('curricula as c', 'c.id', 'jc.curriculum_id')
    .select(['c.id', 'c.fee_factor_permille'])
    .where('jc.jenjang_id', '=', jenjangId)
    .orderBy('jc.sort_order')
    .execute();
}

export async function classExists(db: Kysely<Database>, jenjangId: number, value: string): Promise<boolean> {
  const row = await db
    .selectFrom('classes')
    .select('id')
    .where('jenjang_id', '=', jenjangId)
    .where('value', '=', value)
    .executeTakeFirst();
  return row !== undefined;
}

export async function provinceExists(db: Kysely<Database>, provinceId: number): Promise<boolean> {
  return (await db.selectFrom('provinces').select('id').where('id', '=', provinceId).executeTakeFirst()) !== undefined;
}

export async function regencyInProvince(db: Kysely<Database>, regencyId: number, provinceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('regencies')
    .select('id')
    .where('id', '=', regencyId)
    .where('province_id', '=', provinceId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Regency override, else the province's factor, else x1.0. */
export async function regionFactor(db: Kysely<Database>, regencyId: number, provinceId: number): Promise<number> {
  const regency = await db
    .selectFrom('regency_fee_factors')
    .select('factor_permille')
    .where('regency_id', '=', regencyId)
    .executeTakeFirst();
  if (regency) return regency.factor_permille;
  const province = await db
    .selectFrom('province_fee_factors')
    .select('factor_permille')
    .where('province_id', '=', provinceId)
    .executeTakeFirst();
  return province?.factor_permille ?? NEUTRAL_FACTOR;
}

export async function groupFactor(db: Kysely<Database>, students: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('group_fee_factors')
    .select('factor_permille')
    .where('jumlah_siswa', '=', students)
    .executeTakeFirst();
  return row?.factor_permille;
}

/** Inputs of the cheapest possible meeting: every rate with its program's lowest factors. */
export async function cheapestFactorInputs(db: Kysely<Database>) {
  const [rates, curricula, provinceFactors, regencyFactors, single] = await Promise.all([
    db.selectFrom('fee_rates').select(['jenjang_id', 'sistem', 'rate_per_meeting']).execute(),
    db
      .selectFrom('jenjang_curricula as jc')
      .innerJoin('curricula as c', 'c.id', 'jc.curriculum_id')
      .select(['jc.jenjang_id', 'c.fee_factor_permille'])
      .execute(),
    db.selectFrom('province_fee_factors').select('factor_permille').execute(),
    db.selectFrom('regency_fee_factors').select('factor_permille').execute(),
    groupFactor(db, 1),
  ]);
  const lowestCurriculum = new Map<number, number>();
  for (const row of curricula) {
    lowestCurriculum.set(
      row.jenjang_id,
      Math.min(lowestCurriculum.get(row.jenjang_id) ?? Infinity, row.fee_factor_permille),
    );
  }
  // Provinces without a row are x1.0, so 1.0 is always a candidate.
  const lowestRegion = Math.min(
    NEUTRAL_FACTOR,
    ...provinceFactors.map((row) => row.factor_permille),
    ...regencyFactors.map((row) => row.factor_permille),
  );
  return { rates, lowestCurriculum, lowestRegion, singleStudent: single ?? NEUTRAL_FACTOR };
}
