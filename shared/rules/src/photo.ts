/** The teacher's photo upload: the limits and messages the page and the server share. */

/** Largest picture accepted, before resizing (the file's bytes). */
export const TEACHER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** Side of the square JPEG the server keeps. */
export const TEACHER_PHOTO_SIZE = 400;
/** The picture types accepted (the server tells them apart by their first bytes). */
export const TEACHER_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

export const PHOTO_TOO_LARGE = 'Ukuran foto maksimal 2 MB';
export const PHOTO_WRONG_TYPE = 'Foto harus berupa JPG, PNG atau WebP';

/** What is wrong with a chosen file before it is sent, or null. */
export function teacherPhotoProblem(file: { type: string; size: number }): string | null {
  if (!TEACHER_PHOTO_TYPES.includes(file.type)) return PHOTO_WRONG_TYPE;
  if (file.size > TEACHER_PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}
