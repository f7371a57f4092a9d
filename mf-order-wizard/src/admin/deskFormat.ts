import { dateTimeFormat, ORDER_STATUS_LABELS } from '@tutor/rules';
import type { OrderStatus } from '@tutor/contract';

const JAKARTA = 'Asia/Jakarta';
// built when first used, not when the desk's code loads (time-zone data costs a phone ~15 ms)
const day = () => dateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric', timeZone: JAKARTA });
const clock = () => dateTimeFormat({ hour: '2-digit', minute: '2-digit', timeZone: JAKARTA });

/** `dibuat` and the history's `waktu` are instants: the day it was in Jakarta. */
export { formatInstantDateId as instantDateId } from '@tutor/rules';

/** "21 November 2026 10.00 WIB" */
export function instantDateTimeId(instant: string): string {
  const at = new Date(instant);
  return `${day().format(at)} ${clock().format(at)} WIB`;
}

/** Every status in lifecycle order, for the filters and their counts. */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
