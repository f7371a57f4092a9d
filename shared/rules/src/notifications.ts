/**
 * Notifications: every transition tells the people it concerns, in the site (the bell) and, unless
 * they turned that kind off, by e-mail. The kinds are the groups a person can silence by e-mail;
 * the in-app notification always stays.
 */
import type { NotificationKind, OrderStatus } from '@tutor/contract';
import { RENEWAL_OFFER_HOURS } from './changes';

/** Shown on the e-mail settings: what each kind is about. */
export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  pesanan: 'Status pesanan',
  lamaran: 'Lamaran dan lowongan',
  pertemuan: 'Pertemuan dan laporan',
  jadwal: 'Perubahan jadwal',
  ulasan: 'Ulasan',
  keuangan: 'Komisi dan pencairan',
  akun: 'Akun dan verifikasi',
};

export const NOTIFICATION_KINDS = Object.keys(NOTIFICATION_KIND_LABELS) as NotificationKind[];

/** The bell's accessible name and the page's heading count: "3 notifikasi belum dibaca". */
export function unreadLabel(count: number): string {
  return count === 0 ? 'Tidak ada notifikasi belum dibaca' : `${count} notifikasi belum dibaca`;
}

/** How often an open, visible tab asks for the unread count. */
export const NOTIFICATION_REFRESH_MS = 60_000;

/** An e-mail is tried this many times, then it is marked failed and shown to the admin. */
export const EMAIL_MAX_ATTEMPTS = 8;

/** Wait before try number `attempt + 1` after `attempt` failed tries: 1, 2, 4 ... minutes, at most 6 hours. */
export function emailRetryDelayMs(attempt: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 6 * 3_600_000);
}

/** An order waits for the admin's first contact at most this long (the site promises 1x24 hours). */
export const ADMIN_CONTACT_PROMISE_HOURS = 24;
/** An opening gets proposed teachers within this long (the site promises 2x24 hours). */
export const PROPOSAL_PROMISE_HOURS = 48;

/**
 * What the admin writes over WhatsApp to the student or the chosen teacher of an order, for the
 * state it is in: the message of the admin desk's "Kirim WhatsApp" link.
 */
export function orderWhatsAppMessage(
  to: 'siswa' | 'guru',
  order: { kode: string; status: OrderStatus; nama: string },
): string {
  const hello = `Halo ${order.nama}, kami admin Pintar Privat.`;
  const about = `pesanan les ${order.kode}`;
  if (to === 'guru') {
    if (order.status === 'selesai')
      return `${hello} Terima kasih sudah mengajar ${about}. Semua pertemuannya sudah selesai.`;
    if (order.status === 'menunggu_pembayaran')
      return `${hello} Siswa memilih Anda untuk ${about}. Les dimulai setelah pembayaran pertamanya kami catat; kami akan mengabari Anda.`;
    return `${hello} Kami menghubungi Anda tentang ${about} yang Anda ajar. Jadwal dan laporan pertemuan ada di halaman Jadwal Mengajar.`;
  }
  const byState: Record<OrderStatus, string> = {
    menunggu_konfirmasi: `${hello} ${about.charAt(0).toUpperCase()}${about.slice(1)} sudah kami terima. Boleh kami konfirmasi kebutuhan les Anda?`,
    mencari_guru: `${hello} Kami sedang mencarikan guru untuk ${about}. Guru pilihan akan kami usulkan dalam 2x24 jam.`,
    guru_diusulkan: `${hello} Guru untuk ${about} sudah kami usulkan. Silakan pilih guru Anda di halaman pesanan.`,
    menunggu_pembayaran: `${hello} Guru untuk ${about} sudah Anda pilih. Berikut informasi pembayaran pertamanya.`,
    aktif: `${hello} Kami menghubungi Anda tentang ${about} yang sedang berjalan.`,
    selesai: `${hello} ${about.charAt(0).toUpperCase()}${about.slice(1)} sudah selesai. Terima kasih, boleh kami minta ulasan untuk guru Anda?`,
    dibatalkan: `${hello} Kami menghubungi Anda tentang ${about} yang dibatalkan.`,
  };
  return byState[order.status];
}

export type LateReason = 'kontak_admin' | 'usulan_guru';

/**
 * The site's two promises as timers on the admin's desk: an order still waiting for the admin's
 * contact after 24 hours, an opening still without proposed teachers 48 hours after it opened
 * (`since`: when the order entered its state). Null when on time.
 */
export function lateReason(order: { status: OrderStatus; since: string }, nowMs: number): LateReason | null {
  const waitedHours = (nowMs - new Date(order.since).getTime()) / 3_600_000;
  if (order.status === 'menunggu_konfirmasi' && waitedHours > ADMIN_CONTACT_PROMISE_HOURS) return 'kontak_admin';
  if (order.status === 'mencari_guru' && waitedHours > PROPOSAL_PROMISE_HOURS) return 'usulan_guru';
  return null;
}

export const LATE_REASON_LABELS: Readonly<Record<LateReason, string>> = {
  kontak_admin: 'Terlambat: belum dihubungi admin lebih dari 1x24 jam',
  usulan_guru: 'Terlambat: belum ada guru diusulkan lebih dari 2x24 jam',
};

/** A renewal is offered to the teacher of the order it continues; who hears of it, in which words. */
export interface RenewalOfferNotice {
  /** the renewal's own code, and the order it continues */
  kode: string;
  dari: string;
  guru: string;
  siswa: string;
}

export function renewalOfferTexts(offer: RenewalOfferNotice): { siswa: string; guru: string; admin: string } {
  const window = `${RENEWAL_OFFER_HOURS / 24}x24 jam`;
  return {
    siswa: `Perpanjangan pesanan ${offer.dari} sudah dibuat sebagai pesanan ${offer.kode} dan kami tawarkan kepada ${offer.guru} selama ${window}.`,
    guru: `${offer.siswa} memperpanjang les pesanan ${offer.dari} (pesanan ${offer.kode}). Terima atau tolak tawarannya di Jadwal Mengajar dalam ${window}.`,
    admin: `Perpanjangan ${offer.kode} dari pesanan ${offer.dari} ditawarkan kepada ${offer.guru} selama ${window}.`,
  };
}

/** A teacher change (ganti guru): who hears of it, in which words; the admin reads the student's reason. */
export interface TeacherChangeNotice {
  kode: string;
  guru: string;
  alasan: string;
}

export function teacherChangeTexts(change: TeacherChangeNotice): { guru: string; admin: string } {
  return {
    guru: `Siswa pesanan ${change.kode} meminta ganti guru. Pertemuan yang belum berlangsung tidak lagi di jadwal Anda; pertemuan yang sudah Anda ajar tetap tercatat.`,
    admin: `Siswa pesanan ${change.kode} meminta ganti guru (sebelumnya ${change.guru}). Alasan: ${change.alasan}. Usulkan guru baru.`,
  };
}

/** A renewal its previous teacher accepted: the student pays, the admin records the payment. */
export function renewalAcceptedTexts(renewal: { kode: string; guru: string }): { siswa: string; admin: string } {
  return {
    siswa: `${renewal.guru} menerima perpanjangan pesanan ${renewal.kode}. Silakan bayar cicilan pertama; les dimulai setelah pembayaran tercatat.`,
    admin: `${renewal.guru} menerima perpanjangan pesanan ${renewal.kode}. Catat pembayaran pertamanya.`,
  };
}

/** A renewal offer closed without the teacher taking it: refused by them, or lapsed after its 2x24 hours. */
export function renewalClosedTexts(
  offer: { kode: string; guru: string },
  why: 'ditolak' | 'kedaluwarsa',
): { siswa: string; guru: string; admin: string } {
  const window = `${RENEWAL_OFFER_HOURS / 24}x24 jam`;
  const opening = 'Pesanan kini lowongan biasa: usulkan guru.';
  return why === 'ditolak'
    ? {
        siswa: `${offer.guru} tidak dapat melanjutkan les perpanjangan ${offer.kode}. Kami mencarikan guru lain untuk Anda.`,
        guru: `Anda menolak tawaran perpanjangan ${offer.kode}.`,
        admin: `${offer.guru} menolak perpanjangan ${offer.kode}. ${opening}`,
      }
    : {
        siswa: `${offer.guru} belum menjawab tawaran perpanjangan ${offer.kode} dalam ${window}. Kami mencarikan guru lain untuk Anda.`,
        guru: `Tawaran perpanjangan ${offer.kode} kedaluwarsa karena tidak dijawab dalam ${window}.`,
        admin: `Tawaran perpanjangan ${offer.kode} kepada ${offer.guru} kedaluwarsa. ${opening}`,
      };
}

/** After a teacher change the student chose the next teacher: the admin learns the lessons go on without a new payment. */
export function newTeacherChosenAdminText(kode: string): string {
  return `Siswa memilih guru baru untuk pesanan ${kode}. Pertemuan yang belum berlangsung kini dipegang guru baru.`;
}

/** A declined teacher applied again: the admin reviews them from the start. */
export function teacherReappliedText(nama: string): string {
  return `Guru ${nama} mendaftar ulang dan menunggu verifikasi.`;
}
