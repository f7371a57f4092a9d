/**
 * Personal data (UU 27/2022): the policy version a registration consents to, who holds a student
 * account, how a review's author is shown in public, and the messages of the personal-data routes.
 */
import { nameWords } from './referralLedger';

/** The version (its date) of /kebijakan-privasi and /syarat-ketentuan; a registration stores the one it accepted. */
export const PRIVACY_POLICY_VERSION = '2026-11-28';

/** Who holds a student account: a parent or guardian (learner under 18) or the adult learner. */
export const PENDAFTAR_VALUES = ['orang_tua', 'siswa_dewasa'] as const;
export type Pendaftar = (typeof PENDAFTAR_VALUES)[number];

export const PENDAFTAR_LABELS: Readonly<Record<Pendaftar, string>> = {
  orang_tua: 'Orang tua atau wali (siswa di bawah 18 tahun)',
  siswa_dewasa: 'Siswa berusia 18 tahun atau lebih',
};

/** What a deleted account's name becomes, everywhere (reviews included). */
export const DELETED_ACCOUNT_NAME = 'Pengguna terhapus';

export const PERSONAL_DATA_MESSAGES = {
  consentRequired: 'Setujui Kebijakan Privasi dan Syarat & Ketentuan untuk mendaftar',
  pendaftarRequired: 'Pilih siapa yang mendaftar: orang tua/wali atau siswa berusia 18 tahun ke atas',
  pendaftarOnlyForStudents: 'Pilihan pendaftar hanya untuk akun siswa',
  wrongPassword: 'Kata sandi salah',
  adminCannotDelete: 'Akun admin tidak dapat dihapus sendiri. Hubungi admin lain untuk mencabut akses Anda.',
  deleted: 'Akun Anda sudah dihapus. Data yang mengenali Anda sudah kami hapus.',
  openPayout: 'Akun belum dapat dihapus: masih ada pencairan dana yang belum dibayar',
} as const;

/** The 409 sentence naming the orders that keep an account from being deleted. */
export function openOrdersMessage(codes: readonly string[]): string {
  const shown = codes.slice(0, 5).join(', ');
  const more = codes.length > 5 ? ` dan ${codes.length - 5} lainnya` : '';
  return `Akun belum dapat dihapus: pesanan ${shown}${more} belum selesai atau dibatalkan`;
}

export interface ConsentFields {
  role: 'siswa' | 'guru';
  setuju_kebijakan?: boolean;
  pendaftar?: string;
}

/** The first problem of a registration's consent and holder, or null. */
export function consentProblem(fields: ConsentFields): string | null {
  if (fields.setuju_kebijakan !== true) return PERSONAL_DATA_MESSAGES.consentRequired;
  if (fields.role === 'guru')
    return fields.pendaftar === undefined ? null : PERSONAL_DATA_MESSAGES.pendaftarOnlyForStudents;
  return PENDAFTAR_VALUES.some((value) => value === fields.pendaftar) ? null : PERSONAL_DATA_MESSAGES.pendaftarRequired;
}

/** Forms of address that come before a name ("Ibu Sari Wulandari"): not the first name. */
const HONORIFICS = new Set(['ibu', 'bu', 'bapak', 'pak', 'bpk', 'kak', 'mas', 'mbak', 'bunda', 'ayah']);

/**
 * "Sari Wulandari" (or "Ibu Sari Wulandari") → "Sari W.": a review's author as the public sees it
 * (the admin sees the full name). One word stays as it is; a deleted account reads "Pengguna terhapus".
 */
export function publicAuthorName(nama: string): string {
  if (nama === DELETED_ACCOUNT_NAME) return nama;
  const all = nameWords(nama);
  const named = all.filter((word, index) => index > 0 || !HONORIFICS.has(word.toLowerCase().replace(/\.$/, '')));
  const words = named.length > 0 ? named : all;
  const [first, ...rest] = words;
  if (!first) return '';
  const last = rest.at(-1);
  return last ? `${first} ${(last.match(/\p{L}/u)?.[0] ?? '').toUpperCase()}.` : first;
}
