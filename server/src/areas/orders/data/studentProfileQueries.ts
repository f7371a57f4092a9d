import type { OrderAddress } from '@tutor/contract';
import type { Db } from './draftQueries';

export interface AddressIds {
  provinsi_id: number;
  kota_id: number;
  kecamatan_id: number;
  alamat_lengkap: string;
}

/** The name and WhatsApp number the order shows for its student. */
export async function studentContact(db: Db, userId: number) {
  return db.selectFrom('users').select(['nama', 'whatsapp']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The student's saved address with its place names, or null. */
export async function profileAddress(db: Db, userId: number): Promise<OrderAddress | null> {
  const row = await db
    .selectFrom('student_profiles as sp')
    .innerJoin('provinces as p', 'p.id', 'sp.provinsi_id')
    .innerJoin('regencies as r', 'r.id', 'sp.kota_id')
    .innerJoin('districts as d', 'd.id', 'sp.kecamatan_id')
    .select([
      'sp.provinsi_id',
      'p.nama as provinsi',
      'sp.kota_id',
      'r.nama as kota',
      'sp.kecamatan_id',
      'd.nama as kecamatan',
      'sp.alamat_lengkap',
    ])
    .where('sp.user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}

/** Saves the address only when the student has none yet: an order never overwrites a profile. */
export async function saveAddressIfMissing(db: Db, userId: number, address: AddressIds, now: string): Promise<void> {
  await db
    .insertInto('student_profiles')
    .values({ user_id: userId, ...address, updated_at: now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();
}
