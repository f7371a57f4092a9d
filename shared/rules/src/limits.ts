/** The product's limits and the validators built on them. */

export const MIN_STUDENTS = 1;
export const MAX_STUDENTS = 4;
export const MIN_PACKAGE_MEETINGS = 4;
export const MAX_PACKAGE_MEETINGS = 120;
export const FIRST_LESSON_HOUR = 6;
export const LAST_LESSON_HOUR = 22;
export const LESSON_MINUTES: readonly number[] = [0, 15, 30, 45];
export const MIN_PASSWORD_LENGTH = 8;
/** The note to the teacher in an order (with the chosen teacher's line), in characters. */
export const TEACHER_NOTE_MAX = 1000;

export const WHATSAPP_PREFIX = '62';
export const WHATSAPP_MIN_DIGITS = 12;
/** E.164 numbers have at most 15 digits. */
export const WHATSAPP_MAX_DIGITS = 15;

export const WHATSAPP_TOO_SHORT_MESSAGE = `Nomor kurang dari ${WHATSAPP_MIN_DIGITS} digit`;

/** The WhatsApp number rule (62..., 12-15 digits): the problem in Indonesian, or null. */
export function whatsappNumberProblem(number: string): string | null {
  if (number === '') return 'Nomor WhatsApp harus diisi';
  if (!/^[0-9]+$/.test(number)) return 'Nomor hanya boleh berisi angka';
  if (!number.startsWith(WHATSAPP_PREFIX)) return 'Nomor harus diawali 62';
  if (number.length < WHATSAPP_MIN_DIGITS) return WHATSAPP_TOO_SHORT_MESSAGE;
  if (number.length > WHATSAPP_MAX_DIGITS) return 'Nomor lebih dari 15 digit';
  return null;
}

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

export const INVALID_EMAIL_MESSAGE = 'Format alamat email tidak valid';
/** Pragmatic address check: one @, a dot in the domain, no spaces; 254 is the SMTP path limit. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** Lesson start times: hours 06 to 22, minutes 00, 15, 30 or 45 ("HH:mm"). */
export function isLessonTime(time: string): boolean {
  const match = /^([0-9]{2}):([0-9]{2})$/.exec(time);
  if (!match) return false;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour >= FIRST_LESSON_HOUR && hour <= LAST_LESSON_HOUR && LESSON_MINUTES.includes(minute);
}

export function isStudentCount(count: number): boolean {
  return Number.isInteger(count) && count >= MIN_STUDENTS && count <= MAX_STUDENTS;
}
