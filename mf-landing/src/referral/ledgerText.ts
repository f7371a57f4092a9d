import { maskAccountNumber, REFERRAL_STUDENT_DISCOUNT } from '@tutor/rules';

export { formatInstantDateId } from '@tutor/rules';

/**
 * The account number as the owner sees it. The server already hides all but the last four digits;
 * a number that still arrives in full is hidden here too rather than shown on a shared screen.
 */
export function shownAccountNumber(nomor: string): string {
  return /^[0-9]{5,}$/.test(nomor) ? maskAccountNumber(nomor) : nomor;
}

/** The WhatsApp invitation: the code and where to sign up, on this site's own origin. */
export function referralInvitation(kode: string, origin: string): string {
  const discount = `${Math.round(REFERRAL_STUDENT_DISCOUNT * 100)}%`;
  return `Halo! Yuk les privat di Pintar Privat. Pakai kode referral saya ${kode} saat memesan les pertama dan dapatkan diskon ${discount}. Daftar di ${origin}/register`;
}

export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
