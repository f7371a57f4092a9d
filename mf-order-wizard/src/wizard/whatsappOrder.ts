import { ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import { SITE_NAME } from '@tutor/ui/usePageTitle';
import type { SummaryRow } from './useDraftSummary';

/** The message the student sends the admin: their step-1 choices, one per line. */
export function orderMessage(rows: readonly SummaryRow[]): string {
  const lines = rows.map((row) => `- ${row.label}: ${row.value}`);
  return [`Halo admin ${SITE_NAME}, saya ingin melanjutkan pemesanan les privat dengan pilihan berikut:`, ...lines].join('\n');
}

/** https://wa.me/<number>?text=<message>, the message prefilled in WhatsApp. */
export function orderWhatsAppLink(rows: readonly SummaryRow[]): string {
  return whatsappLink(ORDER_ADMIN_WHATSAPP, orderMessage(rows));
}
