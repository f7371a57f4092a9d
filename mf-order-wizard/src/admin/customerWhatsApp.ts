import { whatsappLink } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import { SITE_NAME } from '@tutor/ui/usePageTitle';

/** The admin's first words to the customer, naming the order so the chat starts in context. */
export function customerMessage(order: Pick<OrderDetail, 'kode' | 'siswa'>): string {
  return `Halo ${order.siswa.nama}, kami admin ${SITE_NAME}. Kami menghubungi Anda tentang pesanan les dengan kode ${order.kode}.`;
}

/** https://wa.me/<the customer's number>?text=<message> */
export function customerWhatsAppLink(order: Pick<OrderDetail, 'kode' | 'siswa'>): string {
  return whatsappLink(order.siswa.whatsapp, customerMessage(order));
}
