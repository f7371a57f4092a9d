import { dateTimeFormat } from '@tutor/rules';

// built when first used, not when the page's code loads (time-zone data costs a phone ~15 ms)
const jakartaDateTime = () =>
  dateTimeFormat({
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  });

/**
 * An instant from the server (ISO 8601 with its offset) as Jakarta wall-clock text:
 * "20 November 2026 pukul 10.00 WIB". formatDateId of @tutor/rules takes calendar dates
 * (YYYY-MM-DD), not instants. Text the browser cannot read as a date is shown as it came.
 */
export function formatInstantId(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const parts = jakartaDateTime().formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')} pukul ${part('hour')}.${part('minute')} WIB`;
}
