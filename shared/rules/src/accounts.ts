/** Account rules: what a registration and a teacher profile must hold. */
import { INVALID_EMAIL_MESSAGE, isValidEmail, MIN_PASSWORD_LENGTH, whatsappNumberProblem } from './limits';

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Nama harus diisi',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  passwordTooShort: `Kata sandi minimal ${MIN_PASSWORD_LENGTH} karakter`,
  emailTaken: 'Email sudah terdaftar, silakan masuk',
  wrongCredentials: 'Email atau kata sandi salah',
  genderRequired: 'Jenis kelamin harus diisi',
  universityRequired: 'Perguruan tinggi harus diisi',
  majorRequired: 'Jurusan harus diisi',
  levelRequired: 'Pilih minimal satu jenjang yang Anda ajar',
  subjectRequired: 'Pilih minimal satu mata pelajaran yang Anda ajar',
  placeRequired: 'Pilih minimal satu kota/kabupaten tempat Anda tinggal atau mengajar',
  availabilityRequired: 'Isi minimal satu jadwal ketersediaan',
  availabilityOrder: 'Jam selesai harus setelah jam mulai',
  resetSent: 'Jika email tersebut terdaftar, tautan untuk mengatur ulang kata sandi sudah kami kirim.',
  resetInvalid: 'Tautan atur ulang kata sandi tidak berlaku atau sudah kedaluwarsa',
  resetDone: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru.',
  waitForVerification: 'Akun guru Anda sedang menunggu verifikasi admin',
} as const;

export interface AccountFields {
  nama: string;
  email: string;
  whatsapp: string;
  password: string;
}

/** The first problem of a registration's common fields, in the form's order, or null. */
export function accountProblem(fields: AccountFields): string | null {
  if (fields.nama.trim() === '') return ACCOUNT_MESSAGES.nameRequired;
  if (!isValidEmail(fields.email.trim().toLowerCase())) return ACCOUNT_MESSAGES.invalidEmail;
  const whatsapp = whatsappNumberProblem(fields.whatsapp.trim());
  if (whatsapp) return whatsapp;
  return passwordProblem(fields.password);
}

export function passwordProblem(password: string): string | null {
  return password.length < MIN_PASSWORD_LENGTH ? ACCOUNT_MESSAGES.passwordTooShort : null;
}

export interface TeacherFields {
  jenis_kelamin?: string;
  perguruan_tinggi?: string;
  jurusan?: string;
  jenjang_ids?: readonly number[];
  mapel?: readonly number[];
  kota_ids?: readonly number[];
  online?: boolean;
  ketersediaan?: readonly { hari: string; jam_mulai: string; jam_selesai: string }[];
}

/** The first missing or inconsistent teacher-profile field, or null. */
export function teacherProfileProblem(fields: TeacherFields): string | null {
  if (!fields.jenis_kelamin) return ACCOUNT_MESSAGES.genderRequired;
  if (!fields.perguruan_tinggi?.trim()) return ACCOUNT_MESSAGES.universityRequired;
  if (!fields.jurusan?.trim()) return ACCOUNT_MESSAGES.majorRequired;
  if (!fields.jenjang_ids?.length) return ACCOUNT_MESSAGES.levelRequired;
  if (!fields.mapel?.length) return ACCOUNT_MESSAGES.subjectRequired;
  // Even an online-only teacher has a home regency (the first city): search and the fit score place them by it.
  if (!fields.kota_ids?.length) return ACCOUNT_MESSAGES.placeRequired;
  if (!fields.ketersediaan?.length) return ACCOUNT_MESSAGES.availabilityRequired;
  if (fields.ketersediaan.some((slot) => slot.jam_selesai <= slot.jam_mulai)) return ACCOUNT_MESSAGES.availabilityOrder;
  return null;
}
