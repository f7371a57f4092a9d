import { whatsappLink } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import { orderWhatsAppMessage } from '@tutor/rules';

/** https://wa.me/<the student's number>?text=<the message for the order's state>, naming the order so the chat starts in context. */
export function customerWhatsAppLink(order: Pick<OrderDetail, 'kode' | 'siswa' | 'status'>): string {
  return whatsappLink(
    order.siswa.whatsapp,
    orderWhatsAppMessage('siswa', { kode: order.kode, status: order.status, nama: order.siswa.nama }),
  );
}

/** The same for the order's chosen teacher (the admin has their contact from the student's choice on). */
export function teacherWhatsAppLink(
  order: Pick<OrderDetail, 'kode' | 'status'>,
  teacher: { nama: string; whatsapp: string },
): string {
  return whatsappLink(
    teacher.whatsapp,
    orderWhatsAppMessage('guru', { kode: order.kode, status: order.status, nama: teacher.nama }),
  );
}
