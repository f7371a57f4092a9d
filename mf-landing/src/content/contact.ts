/** Messages visitors send the admins (the numbers live in @tutor/api's ADMIN_CONTACTS). */
export const ORDER_WHATSAPP_MESSAGE =
  'Halo admin Pintar Privat, saya ingin memesan les privat. Mohon info guru dan jadwal yang tersedia.';

/** The message a visitor sends the admin after leaving a number for the discount's info (there is no code). */
export function discountInfoWhatsappMessage(numberWhatsapp: string): string {
  return `Halo admin Pintar Privat, saya sudah meninggalkan nomor WhatsApp ${numberWhatsapp} untuk info diskon 25%. Saya ingin memesan les privat.`;
}

/** Full-page links to the account pages, which live outside this platform's apps. */
export const LOGIN_PATH = '/login';
export const REGISTER_PATH = '/register';
/** The logged-in account's own referral code, commissions and payouts. */
export const MY_REFERRAL_PATH = '/referral/saya';

/** The fee search with one program preselected (mf-search reads the `program` query value). */
export function feeSearchPath(jenjangId: number | string): string {
  return `/biaya-les?${new URLSearchParams({ program: String(jenjangId) }).toString()}`;
}

/** The brand's video channel: the registration videos are linked, never embedded (no third-party embed). */
export const VIDEO_CHANNEL_URL = 'https://www.youtube.com/@pintarprivat';
