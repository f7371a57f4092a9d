import type { Db } from '../../../db/schema';

export type { Db };

/** Reference look-ups a draft is checked against. */

export async function packageById(db: Db, id: number) {
  return db
    .selectFrom('packages')
    .select(['id', 'nama', 'jumlah', 'count_payments', 'period_months', 'color'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function levelById(db: Db, id: number) {
  return db.selectFrom('jenjang').select(['id', 'nama']).where('id', '=', id).executeTakeFirst();
}

/** The level's subject names; empty for levels whose subjects are free text or the level itself. */
export async function subjectNamesOf(db: Db, jenjangId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('subjects')
    .select('nama')
    .where('jenjang_id', '=', jenjangId)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => row.nama);
}

export async function curriculumName(db: Db, id: number): Promise<string | undefined> {
  return (await db.selectFrom('curricula').select('nama').where('id', '=', id).executeTakeFirst())?.nama;
}

/** The names of a district, its regency and province, only when the three belong together. */
export async function addressNames(db: Db, provinceId: number, regencyId: number, districtId: number) {
  return db
    .selectFrom('districts as d')
    .innerJoin('regencies as r', 'r.id', 'd.regency_id')
    .innerJoin('provinces as p', 'p.id', 'r.province_id')
    .select(['p.nama as provinsi', 'r.nama as kota', 'd.nama as kecamatan'])
    .where('d.id', '=', districtId)
    .where('r.id', '=', regencyId)
    .where('p.id', '=', provinceId)
    .executeTakeFirst();
}

export async function holidaysBetween(db: Db, from: string, to: string) {
  return db
    .selectFrom('holidays')
    .select(['tanggal', 'nama'])
    .where('tanggal', '>=', from)
    .where('tanggal', '<=', to)
    .orderBy('tanggal')
    .execute();
}
