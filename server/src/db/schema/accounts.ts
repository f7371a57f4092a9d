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
  /** the browser's User-Agent at login (at most 300 characters), shown as "Chrome di Windows" */
  user_agent: string | null;
  /** when a request last used the session (written at most once a minute); null: not since login */
  last_seen_at: string | null;
}

/** Two-step login of one account (migration 045). */
export interface UserMfaTable {
  user_id: number;
  /** the confirmed TOTP secret (base32); null while enrolment is pending */
  secret: string | null;
  /** the secret shown by /api/auth/mfa/daftar, until a code confirms it */
  pending_secret: string | null;
  /** ISO instant two-step login was enabled; null: not enabled */
  enabled_at: string | null;
  /** the last accepted 30-second TOTP step: a code is accepted once */
  last_step: number | null;
}

export interface MfaRecoveryCodeTable {
  user_id: number;
  /** SHA-256 (hex) of the normalised code */
  code_hash: string;
  used_at: string | null;
}

/** A right password of an account with two-step login, waiting for its code. */
export interface PendingLoginTable {
  token_hash: string;
  user_id: number;
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
