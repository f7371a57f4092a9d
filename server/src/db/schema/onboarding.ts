/** Teacher onboarding: where each teacher account stands, its history and its documents. */
import type { Generated } from 'kysely';

/**
 * One row per teacher account that has moved in the pipeline (a fresh registration has none:
 * it waits since `users.created_at`). The account's state itself is `users.status`.
 */
export interface TeacherOnboardingTable {
  user_id: number;
  /** when the current state began (ISO instant): the admin's waiting time */
  status_sejak: string;
  wawancara_tanggal: string | null;
  wawancara_jam: string | null;
  /** a place or a video link */
  wawancara_tempat: string | null;
  mt_tanggal: string | null;
  mt_jam: string | null;
  mt_tempat: string | null;
  mt_jenjang: string | null;
  mt_mapel: string | null;
  mt_penilai: string | null;
  /** scores 1-5, null until the assessment is recorded */
  nilai_penguasaan: number | null;
  nilai_penyampaian: number | null;
  nilai_sikap: number | null;
  nilai_catatan: string | null;
  /** shown to the teacher */
  alasan_tolak: string | null;
  ditolak_pada: string | null;
}

export interface TeacherOnboardingHistoryTable {
  id: Generated<number>;
  user_id: number;
  /** the transition (mulai_seleksi, jadwalkan_wawancara, ..., daftar_ulang) */
  aksi: string;
  dari: string;
  ke: string;
  /** what was decided, in words: the appointment, the scores, the reason */
  keterangan: string;
  actor_user_id: number | null;
  created_at: string;
}

/** A teacher's CV or certificate: one PDF per kind, replaced by a new upload. */
export interface TeacherDocumentTable {
  user_id: number;
  /** 'cv' | 'sertifikat' */
  jenis: string;
  nama_file: string;
  ukuran: number;
  pdf: Buffer;
  uploaded_at: string;
}
