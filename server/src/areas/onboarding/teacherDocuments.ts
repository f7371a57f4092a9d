import type { DocumentKind, TeacherDocument } from '@tutor/contract';
import { teacherDocumentProblem } from '@tutor/rules';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/dates';
import { saveDocument } from './data/documentData';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file name safe to send back in Content-Disposition: letters, digits, dots, dashes; ends in .pdf. */
export function safeFileName(name: string): string {
  const base =
    name
      .replace(/\.pdf$/i, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'dokumen';
  return `${base}.pdf`;
}

/** Checks the bytes (PDF by its first bytes, size) and keeps the file; the declared name decides nothing. */
export async function uploadDocument(
  db: Kysely<Database>,
  userId: number,
  jenis: DocumentKind,
  body: { nama_file: string; isi: string },
  now: Date,
): Promise<{ ok: TeacherDocument } | { status: 400; message: string }> {
  const text = body.isi.replace(/\s+/g, '');
  const bytes = BASE64.test(text) ? Buffer.from(text, 'base64') : Buffer.alloc(0);
  const problem = teacherDocumentProblem(bytes);
  if (problem) return { status: 400, message: problem };
  const row = {
    user_id: userId,
    jenis,
    nama_file: safeFileName(body.nama_file),
    ukuran: bytes.length,
    pdf: bytes,
    uploaded_at: nowIso(now),
  };
  await saveDocument(db, row);
  return { ok: { jenis, nama_file: row.nama_file, ukuran: row.ukuran, uploaded_at: row.uploaded_at } };
}
