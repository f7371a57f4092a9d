/** Indonesian formatting: the only place money and dates are turned into text. */
import { formatDecimalId } from './decimalText';
import { dateTimeFormat } from './intlFormats';
import { jakartaDateOf } from './week';

/** 2274300 → "Rp 2.274.300". */
export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${formatDecimalId(Math.abs(Math.round(amount)), 0)}`;
}

/** 2274300 → "2.274.300" */
export function formatNumberId(value: number): string {
  return formatDecimalId(value, 0);
}

const JAKARTA = 'Asia/Jakarta';

function parseIsoDate(isoDate: string, time = '00:00'): Date {
  // Dates from the server are WIB wall-clock values; +07:00 keeps them on the same day everywhere.
  return new Date(`${isoDate}T${time.length === 5 ? `${time}:00` : time}+07:00`);
}

/** What id-ID calls the months ("long"), January first. */
const MONTHS_ID = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * "2026-11-21" → "21 November 2026". A calendar date needs no time zone, so it is spelled out from
 * the month names: the first Intl formatter with a time zone costs a page ~15 ms of start-up
 * (time-zone data), and every blog card and teacher profile shows a date. Anything else goes
 * through Intl as before.
 */
export function formatDateId(isoDate: string): string {
  const parts = CALENDAR_DATE.exec(isoDate);
  const month = parts ? MONTHS_ID[Number(parts[2]) - 1] : undefined;
  if (parts && month && Number(parts[3]) >= 1 && Number(parts[3]) <= 31)
    return `${Number(parts[3])} ${month} ${parts[1]}`;
  return dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: JAKARTA }).format(
    parseIsoDate(isoDate),
  );
}

/**
 * An instant from the server (ISO 8601 with a zone: created_at, history, ledger) as the day it was
 * in Jakarta: "2026-11-20T18:00:00Z" → "21 November 2026". Text that is no date is shown as it came.
 */
export function formatInstantDateId(instant: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return formatDateId(jakartaDateOf(moment));
}

/**
 * An instant as its day and clock in Jakarta: "2026-11-20T18:00:00Z" → "21 November 2026 pukul 01.00 WIB",
 * the same words as a meeting's date and time (formatDateTimeId). The one formatter of instants: the
 * notifications, the desk's history, the job board and the platform desk all use it.
 */
export function formatInstantId(instant: string): string {
  const moment = new Date(instant);
  if (Number.isNaN(moment.getTime())) return instant;
  return `${formatInstantDateId(instant)} pukul ${dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: JAKARTA }).format(moment)} WIB`;
}

/** "2026-11-21", "14:05" → "Sabtu, 21 November 2026 pukul 14.05 WIB" */
export function formatDateTimeId(isoDate: string, time: string): string {
  const date = parseIsoDate(isoDate, time);
  const day = dateTimeFormat({
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: JAKARTA,
  }).format(date);
  const clock = dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: JAKARTA }).format(date);
  return `${day} pukul ${clock} WIB`;
}

/** Cuts text to `max` characters, ending in "..." when it was longer. */
export function truncateText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}...`;
}

/**
 * A teacher card (search, default list) shows the start of the teacher's description; the server
 * sends only that much, so a page of twelve cards carries ~2 KB less than with whole texts.
 */
export const TEACHER_CARD_DESCRIPTION_LENGTH = 100;

export function teacherCardDescription(description: string): string {
  return truncateText(description, TEACHER_CARD_DESCRIPTION_LENGTH);
}

/** Plain text of an HTML fragment, for excerpts (never rendered as HTML). */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** One decimal, Indonesian comma: 4.86 → "4,9". */
export function formatRating(value: number): string {
  return formatDecimalId(value, 1);
}
