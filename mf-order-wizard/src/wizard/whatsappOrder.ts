import { SITE_NAME } from '@tutor/ui';
import type { SummaryRow } from './useDraftSummary';

/** The admin who takes orders that cannot yet be finished on the site. */
export const ORDER_ADMIN_WHATSAPP = '6281287654301';

/** The message the student sends the admin: their step-1 choices, one per line. */
export function orderMessage(rows: readonly SummaryRow[]): string {
  const lines = rows.map((row) => `- ${row.label}: ${row.value}`);
  return [`Halo admin ${SITE_NAME}, saya ingin melanjutkan pemesanan les privat dengan pilihan berikut:`, ...lines].join('\n');
}

/** https://wa.me/<number>?text=<message>, the message prefilled in WhatsApp. */
export function orderWhatsAppLink(rows: readonly SummaryRow[]): string {
  return `https://wa.me/${ORDER_ADMIN_WHATSAPP}?text=${encodeURIComponent(orderMessage(rows))}`;
}
