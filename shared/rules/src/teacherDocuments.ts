/** A teacher's CV and certificate: PDF only, size-limited, told apart by their first bytes. */

export type TeacherDocumentKind = 'cv' | 'sertifikat';

export const TEACHER_DOCUMENT_LABELS: Readonly<Record<TeacherDocumentKind, string>> = {
  cv: 'CV',
  sertifikat: 'Sertifikat',
};

/** Largest PDF accepted (the file's bytes). */
export const TEACHER_DOCUMENT_MAX_BYTES = 2 * 1024 * 1024;

export const DOCUMENT_TOO_LARGE = 'Ukuran dokumen maksimal 2 MB';
export const DOCUMENT_NOT_PDF = 'Dokumen harus berupa file PDF';
export const DOCUMENT_EMPTY = 'Dokumen kosong';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes begin as every PDF does, whatever the file's name or declared type says. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);
}

/** What is wrong with the file's bytes, or null. */
export function teacherDocumentProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return DOCUMENT_EMPTY;
  if (bytes.length > TEACHER_DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE;
  if (!looksLikePdf(bytes)) return DOCUMENT_NOT_PDF;
  return null;
}

/** What is wrong with a chosen file before it is read (the server checks the bytes again), or null. */
export function chosenDocumentProblem(file: { type: string; size: number }): string | null {
  if (file.type !== 'application/pdf') return DOCUMENT_NOT_PDF;
  if (file.size > TEACHER_DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE;
  return null;
}
