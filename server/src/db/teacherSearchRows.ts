import type { TeacherSearchTable } from './schema';

/** teacher_search.location_id for online lessons (regency ids are 4-digit BPS codes). */
export const ONLINE_LOCATION_ID = 0;

export interface SearchableTeacher {
  id: number;
  jenis_kelamin: TeacherSearchTable['jenis_kelamin'];
  online: boolean;
  rating_x10: number;
  jumlah_ulasan: number;
}

export interface SearchableLevel {
  jenjang_id: number;
  /** taught online only (no home visits), so it has no rows per regency */
  online_only: boolean;
}

/**
 * A verified teacher's search rows: one per level and served regency, plus one online row per level
 * when the teacher teaches online. The seed and the search index (catalog) both write these, so
 * search, filters and counts read the same rows however the teacher came to be.
 */
export function teacherSearchRows(
  teacher: SearchableTeacher,
  levels: readonly SearchableLevel[],
  regencyIds: readonly number[],
): TeacherSearchTable[] {
  const rows: TeacherSearchTable[] = [];
  for (const level of levels) {
    const base = {
      jenjang_id: level.jenjang_id,
      teacher_id: teacher.id,
      jenis_kelamin: teacher.jenis_kelamin,
      rating_x10: teacher.rating_x10,
      jumlah_ulasan: teacher.jumlah_ulasan,
    };
    if (!level.online_only) for (const regencyId of regencyIds) rows.push({ ...base, location_id: regencyId });
    if (teacher.online) rows.push({ ...base, location_id: ONLINE_LOCATION_ID });
  }
  return rows;
}
