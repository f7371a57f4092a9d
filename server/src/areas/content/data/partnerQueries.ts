import type { Partner, PartnerKind } from '@tutor/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';

const KINDS: readonly PartnerKind[] = ['universitas', 'sekolah'];
const isKind = (jenis: string): jenis is PartnerKind => (KINDS as readonly string[]).includes(jenis);

/** Every partner with its logo mark, in the order they were added (the page groups them by kind). */
export async function partnerList(db: Kysely<Database>): Promise<Partner[]> {
  const rows = await db
    .selectFrom('partners')
    .select(['id', 'nama', 'jenis', 'logo'])
    .where('jenis', 'in', KINDS)
    .orderBy('id')
    .execute();
  // The column is free text; the where clause keeps the two kinds, the guard tells the type checker.
  return rows.flatMap(({ jenis, ...row }) => (isKind(jenis) ? [{ ...row, jenis }] : []));
}
