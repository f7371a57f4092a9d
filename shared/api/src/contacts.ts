/**
 * How customers reach the admins: one list for the whole platform (the shell's WhatsApp panel,
 * the landing's order buttons, the order wizard's hand-over). Changing a number is one edit here.
 */
export const ADMIN_CONTACTS = [
  { role: 'students', name: 'Admin Pendaftaran Siswa', hours: 'Setiap hari, 08.00–21.00 WIB', number: '6281287654301' },
  { role: 'teachers', name: 'Admin Guru & Lowongan', hours: 'Senin–Sabtu, 08.00–17.00 WIB', number: '6281287654302' },
  { role: 'support', name: 'Layanan Pelanggan', hours: 'Setiap hari, 08.00–21.00 WIB', number: '6281287654303' },
] as const;

/** The admin who takes lesson orders. */
export const ORDER_ADMIN_WHATSAPP: string = ADMIN_CONTACTS[0].number;

/** A wa.me link that opens a chat, with the message already typed when one is given. */
export function whatsappLink(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
