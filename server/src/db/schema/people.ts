/** Students, teachers and the rows teacher search reads. */
import type { ColumnType, Generated } from 'kysely';

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
  /** what students call the teacher, e.g. "Kak Rina" (the old site's full_panggilan) */
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
  /** the seed writes explicit ids; a student's review takes the next one */
  id: ColumnType<number, number | undefined, never>;
  teacher_id: number;
  student_id: number | null;
  nama: string;
  rating: number;
  ulasan: string;
  tanggal: string;
  /** the order a student reviewed (014); null for the seeded reviews */
  order_id: ColumnType<number | null, number | null | undefined, never>;
  /** 1 once an admin hid it: it leaves the averages and the profile */
  disembunyikan: ColumnType<number, number | undefined, number>;
  /** 1 once an admin picked it for the home page */
  testimoni: ColumnType<number, number | undefined, number>;
}

/** Append-only: what happened to a review, by whom and why (014). */
export interface ReviewHistoryTable {
  id: Generated<number>;
  review_id: number;
  /** ditulis | disembunyikan | dijadikan_testimoni */
  aksi: string;
  alasan: string;
  actor_user_id: number | null;
  actor_label: string;
  created_at: string;
}
