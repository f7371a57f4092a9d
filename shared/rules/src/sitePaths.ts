/**
 * Addresses of the site's own pages that more than one remote links to. The public teacher profile
 * is served by the search remote under both spellings of its prefix (the old site's underscore and
 * the hyphen); links use the underscore, the old site's published form. (The old contract named it
 * /guru/{id}, but that prefix belongs to the job board.)
 */
export const TEACHER_PROFILE_ROUTES = ['/cari_pengajar/guru/profil/:id', '/cari-pengajar/guru/profil/:id'] as const;

/** The public profile of one teacher. */
export function teacherProfilePath(teacherId: number): string {
  return `/cari_pengajar/guru/profil/${teacherId}`;
}
