import type { JenjangOption, SelectOption } from '@tutor/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

/** LIKE pattern for a literal substring: escapes the wildcards with a backslash. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Online-only programs say so, so a form can hide them while Offline is chosen. */
export async function jenjangOptions(db: Kysely<Database>): Promise<JenjangOption[]> {
  const rows = await db.selectFrom('jenjang').select(['id', 'nama', 'online_only']).orderBy('sort_order').execute();
  return rows.map((row) =>
    row.online_only ? { value: row.id, label: row.nama, online_only: true } : { value: row.id, label: row.nama },
  );
}

export async function curriculumOptions(db: Kysely<Database>, jenjangId: number): Promise<SelectOption[]> {
  return db
    .selectFrom('jenjang_curricula as jc')
    .innerJoin('curricula as c', 'c.id', 'jc.curriculum_id')
    .select(['c.id as value', 'c.nama as label'])
    .where('jc.jenjang_id', '=', jenjangId)
    .orderBy('jc.sort_order')
    .execute();
}

export async function classOptions(db: Kysely<Database>, jenjangId: number): Promise<SelectOption[]> {
  return db
    .selectFrom('classes')
    .select(['value', 'label'])
    .where('jenjang_id', '=', jenjangId)
    .orderBy('sort_order')
    .execute();
}

export async function subjectOptions(db: Kysely<Database>, jenjangId: number): Promise<SelectOption[]> {
  return db
    .selectFrom('subjects')
    .select(['id as value', 'nama as label'])
    .where('jenjang_id', '=', jenjangId)
    .orderBy('sort_order')
    .execute();
}

export async function provinceOptions(db: Kysely<Database>): Promise<SelectOption[]> {
  return db.selectFrom('provinces').select(['id as value', 'nama as label']).orderBy('nama').execute();
}

export async function regencyOptions(db: Kysely<Database>, provinceId: number): Promise<SelectOption[]> {
  return db
    .selectFrom('regencies')
    .select(['id as value', 'nama as label'])
    .where('province_id', '=', provinceId)
    .orderBy('nama')
    .execute();
}

export async function districtOptions(db: Kysely<Database>, regencyId: number): Promise<SelectOption[]> {
  return db
    .selectFrom('districts')
    .select(['id as value', 'nama as label'])
    .where('regency_id', '=', regencyId)
    .orderBy('nama')
    .execute();
}

/** Regencies of a province and/or whose name contains a text, with their lower-case names for ranking. */
export async function regenciesMatching(db: Kysely<Database>, provinceId: number | undefined, text: string) {
  let query = db.selectFrom('regencies').select(['id as value', 'nama as label', 'nama_lower']);
  if (provinceId !== undefined) query = query.where('province_id', '=', provinceId);
  if (text !== '') query = query.where(sql<boolean>`nama_lower like ${containsPattern(text)} escape '\\'`);
  return query.orderBy('nama').execute();
}
