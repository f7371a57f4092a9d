/** Accounts, sessions, teacher availability, password resets and server settings. */
import type { ColumnType, Generated } from 'kysely';

export interface UserTable {
  id: Generated<number>;
  nama: string;
  /** lower case, unique */
  email: string;
  whatsapp: string;
  /** 'siswa' | 'guru' | 'admin' */
  role: string;
  /** 'aktif' (students, admins); a teacher's onboarding state: menunggu_verifikasi | seleksi_cv | wawancara | micro_teaching | terverifikasi | ditolak */
  status: string;
  /** scrypt$N$r$p$salt$hash (base64) */
  password_hash: string;
  /** the teacher's row in `teachers` (search, profile); null for other roles */
  teacher_id: number | null;
  created_at: string;
  /** (055) the policy version the registration accepted and when; null for older accounts */
  kebijakan_versi: ColumnType<string | null, string | null | undefined, string | null>;
  kebijakan_disetujui_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** (055) a student account's holder: 'orang_tua' | 'siswa_dewasa'; null for others and older accounts */
  pendaftar: ColumnType<string | null, string | null | undefined, string | null>;
  /** (055) when the account was deleted (anonymised): it can no longer log in */
  dihapus_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token (hex): a leaked table cannot be replayed */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
}

export interface TeacherAvailabilityTable {
  teacher_id: number;
  hari: string;
  jam_mulai: string;
  jam_selesai: string;
}

export interface PasswordResetTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
}

/** One uploaded photo per teacher: a 400x400 JPEG without metadata; `version` names its URL. */
export interface TeacherPhotoTable {
  teacher_id: number;
  jpeg: Buffer;
  version: string;
}

export interface SettingTable {
  key: string;
  value: string;
}
