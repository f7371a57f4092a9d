import { ORDER_STATUS_LABELS } from '@tutor/rules';
import type { OrderStatus } from '@tutor/contract';

/** Every status in lifecycle order, for the filters and their counts. */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
