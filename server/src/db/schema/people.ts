/** Students, teachers and the rows teacher search reads. */
import type { Generated } from 'kysely';

export interface StudentTable {
  id: number;
  nama: string;
  jenis_kelamin: string;
  jenjang_id: number | null;
  regency_id: number | null;
  created_at: string;
}

export interface TeacherTable {
  /** generated for registered teachers; the seed writes its own */
  id: Generated<number>;
  nama: string;
  /** what students call the teacher, e.g. "Kak Rina" (SPEC full_panggilan) */
  panggilan: string;
  /** 'L' | 'P' */
  jenis_kelamin: string;
  foto: string;
  deskripsi: string;
  perguruan_tinggi: string;
  jurusan: string;
  online: number;
  terverifikasi: number;
  home_regency_id: number;
  /** average review rating x10, rounded (45 = 4.5); 0 without reviews */
  rating_x10: number;
  jumlah_ulasan: number;
  /** denormalised display texts, rewritten whenever levels or subjects change */
  jenjang_text: string;
  mapel_text: string;
  created_at: string;
}

export interface TeacherLevelTable {
  teacher_id: number;
  jenjang_id: number;
}

export interface TeacherSubjectTable {
  teacher_id: number;
  subject_id: number;
}

export interface TeacherRegencyTable {
  teacher_id: number;
  regency_id: number;
}

/**
 * One row per (verified teacher, level, place): the regency id, or 0 for online. Derived from the
 * three tables above and the teacher's rating so search, filters and counts are single index scans.
 */
export interface TeacherSearchTable {
  jenjang_id: number;
  location_id: number;
  teacher_id: number;
  jenis_kelamin: string;
  rating_x10: number;
  jumlah_ulasan: number;
}

export interface TeacherReviewTable {
  id: number;
  teacher_id: number;
  student_id: number | null;
  nama: string;
  rating: number;
  ulasan: string;
  tanggal: string;
}
