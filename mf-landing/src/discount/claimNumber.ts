/** What the claim page can do with its `number_whatsapp` query value. */
export type ClaimNumberCheck = { kind: 'valid'; digits: string } | { kind: 'missing' } | { kind: 'invalid' };

/** At least 12 characters and the prefix 62; E.164 allows at most 15 digits. */
const CLAIMABLE_NUMBER = /^62\d{10,13}$/;

export function checkClaimNumber(raw: string | null): ClaimNumberCheck {
  const value = raw?.trim() ?? '';
  if (value === '') return { kind: 'missing' };
  return CLAIMABLE_NUMBER.test(value) ? { kind: 'valid', digits: value } : { kind: 'invalid' };
}

export const MISSING_NUMBER_MESSAGE =
  'Nomor WhatsApp belum diisi. Masukkan nomor Anda untuk menerima info diskon 25% dari admin kami.';
export const INVALID_NUMBER_MESSAGE =
  'Nomor WhatsApp tidak valid. Gunakan nomor yang diawali 62 dan terdiri dari minimal 12 digit, misalnya 6281234567890.';
export const CLAIM_FAILED_MESSAGE =
  'Maaf, nomor belum bisa dicatat. Silakan coba lagi beberapa saat lagi atau hubungi admin lewat WhatsApp.';
