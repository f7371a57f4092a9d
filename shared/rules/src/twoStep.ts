/** Two-step login (TOTP) and active sessions: the product's words, and what a typed code is. */

export const TWO_STEP_MESSAGES = {
  /** every admin route answers this (403) to an admin without two-step login */
  adminNeedsTwoStep: 'Aktifkan verifikasi dua langkah terlebih dahulu untuk membuka halaman admin.',
  wrongCode: 'Kode verifikasi salah atau sudah dipakai',
  codeRequired: 'Kode verifikasi harus diisi',
  noPendingLogin: 'Sesi masuk sudah kedaluwarsa, silakan masuk lagi dengan email dan kata sandi',
  alreadyEnabled: 'Verifikasi dua langkah sudah aktif',
  notEnrolling: 'Mulai pengaktifan verifikasi dua langkah terlebih dahulu',
  notEnabled: 'Verifikasi dua langkah belum aktif',
  adminCannotDisable: 'Admin wajib memakai verifikasi dua langkah, jadi tidak dapat menonaktifkannya',
  disabled: 'Verifikasi dua langkah dinonaktifkan',
  sessionNotFound: 'Sesi tidak ditemukan',
  sessionEnded: 'Sesi diakhiri',
  othersEnded: 'Semua sesi lain sudah diakhiri',
} as const;

/** What a person typed, without spaces and dashes, lower case ("123 456" → "123456", "ABCD-EFGH" → "abcdefgh"). */
export function normalisedTwoStepCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

/** A six-digit authenticator code (after normalising); anything else is tried as a recovery code. */
export function isAuthenticatorCode(normalised: string): boolean {
  return /^[0-9]{6}$/.test(normalised);
}
