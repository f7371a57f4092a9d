export const WHATSAPP_PREFIX = '62';
/** E.164 numbers have at most 15 digits. */
export const WHATSAPP_MAX_DIGITS = 15;

/** Indonesian mobile numbers continue with 8 after the country code (62 8xx, local 08xx). */
const FULL_MOBILE_NUMBER = /^628/;

/**
 * Keeps digits only and makes the number start with 62 (Indonesia). The field already shows 62,
 * so what people type or paste after it is forgiven: a local "08..." loses its 0, and a full
 * "+62 8..." pasted after the prefix is not doubled. Deleting into the prefix leaves "62".
 */
export function normalizeWhatsAppDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  let rest: string;
  if (WHATSAPP_PREFIX.startsWith(digits)) rest = '';
  else if (digits.startsWith(WHATSAPP_PREFIX)) rest = digits.slice(WHATSAPP_PREFIX.length);
  else rest = digits;
  rest = rest.replace(/^0+/, '');
  if (FULL_MOBILE_NUMBER.test(rest)) rest = rest.slice(WHATSAPP_PREFIX.length);
  return (WHATSAPP_PREFIX + rest).slice(0, WHATSAPP_MAX_DIGITS);
}
