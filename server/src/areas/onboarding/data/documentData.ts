import type { TeacherDocument } from '@tutor/contract';
import type { Db } from './onboardingData';

export async function documentsOf(db: Db, userId: number): Promise<TeacherDocument[]> {
  const rows = await db
    .selectFrom('teacher_documents')
    .select(['jenis', 'nama_file', 'ukuran', 'uploaded_at'])
    .where('user_id', '=', userId)
    .orderBy('jenis')
    .execute();
  // only the two kinds of the contract are ever written (the upload route's params)
  return rows.map((row) => ({
    ...row,
    jenis: row.jenis === 'sertifikat' ? 'sertifikat' : 'cv',
    ukuran: Number(row.ukuran),
  }));
}

export async function documentPdf(db: Db, userId: number, jenis: string) {
  return db
    .selectFrom('teacher_documents')
    .select(['pdf', 'nama_file'])
    .where('user_id', '=', userId)
    .where('jenis', '=', jenis)
    .executeTakeFirst();
}

/** One document per kind: a new upload replaces the old one (a doubled upload leaves one row). */
export async function saveDocument(
  db: Db,
  row: { user_id: number; jenis: string; nama_file: string; ukuran: number; pdf: Buffer; uploaded_at: string },
): Promise<void> {
  const { nama_file, ukuran, pdf, uploaded_at } = row;
  await db
    .insertInto('teacher_documents')
    .values(row)
    .onConflict((c) => c.columns(['user_id', 'jenis']).doUpdateSet({ nama_file, ukuran, pdf, uploaded_at }))
    .execute();
}
