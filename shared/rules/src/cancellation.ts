/**
 * Whether an order may be cancelled now (issue 46): the server's cancel and the order page's
 * button both ask here. Before a teacher is paid for (up to guru_diusulkan, never paid) it may;
 * a paid (`aktif`) order may while no meeting has started: every meeting is still `terjadwal`
 * and the first one's start lies ahead. Its payments are then refunded.
 */
import type { ChargeMethod, MeetingStatus, OrderStatus } from '@tutor/contract';
import { meetingStartMs } from './meetings';
import { CANCELLABLE_STATUSES } from './orders';
import { REFUNDABLE_ONLINE } from './payments';

/** The paid states a cancel (with its refund) may start from. */
export const PAID_CANCELLABLE_STATUSES: readonly OrderStatus[] = ['aktif'];

export interface CancelCheck {
  status: OrderStatus;
  /** every meeting of the order (none before the first payment) */
  meetings: readonly { status: MeetingStatus; tanggal: string; jam: string }[];
}

/** Why a cancel is refused now, or undefined when it may go ahead. */
export type CancelRefusal = 'tidak_bisa' | 'les_dimulai';

export function cancelRefusal(order: CancelCheck, nowMs: number): CancelRefusal | undefined {
  // an order paid before and looking for another teacher (a teacher change) owes its meetings
  if (CANCELLABLE_STATUSES.includes(order.status)) return order.meetings.length === 0 ? undefined : 'tidak_bisa';
  if (!PAID_CANCELLABLE_STATUSES.includes(order.status)) return 'tidak_bisa';
  const started = order.meetings.some(
    (meeting) => meeting.status !== 'terjadwal' || meetingStartMs(meeting.tanggal, meeting.jam) <= nowMs,
  );
  return started ? 'les_dimulai' : undefined;
}

export function mayCancelNow(order: CancelCheck, nowMs: number): boolean {
  return cancelRefusal(order, nowMs) === undefined;
}

/**
 * What the cancel's confirmation says happens to the money: each paid online charge's method, and
 * whether payments recorded by the admin (a bank transfer) are part of it.
 */
export function refundNotice(paid: { onlineMethods: readonly ChargeMethod[]; byTransfer: boolean }): string | null {
  const online = paid.onlineMethods.some((metode) => REFUNDABLE_ONLINE.includes(metode));
  const manual = paid.byTransfer || paid.onlineMethods.some((metode) => !REFUNDABLE_ONLINE.includes(metode));
  const parts = [
    ...(online ? ['Dana dikembalikan otomatis ke QRIS/GoPay yang Anda pakai (biasanya 1-14 hari kerja).'] : []),
    ...(manual
      ? [
          'Dana yang dibayar lewat virtual account atau transfer bank dikembalikan manual oleh admin; admin akan menghubungi Anda.',
        ]
      : []),
  ];
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The notices of a paid order cancelled before its first meeting (the declared move paidOrderCancelled). */
export function paidCancelTexts(kode: string) {
  return {
    siswa: `Pesanan ${kode} dibatalkan sebelum pertemuan pertama. Pembayaran Anda dikembalikan; lihat halaman pesanan.`,
    guru: `Pesanan ${kode} dibatalkan sebelum pertemuan pertama. Semua pertemuannya tidak jadi dilaksanakan.`,
    admin: `Pesanan ${kode} dibatalkan sebelum pertemuan pertama. Periksa pengembalian dananya di halaman pesanan.`,
  };
}

/**
 * What the student reads on a cancelled order's page about each paid online charge: refunded through
 * Midtrans, to be refunded by the admin by hand, or (Midtrans refused so far) still being refunded.
 */
export function refundStateText(pengembalian: 'online' | 'manual' | null, metode: string): string {
  if (pengembalian === 'online') return `Dikembalikan otomatis ke ${metode} (biasanya 1-14 hari kerja).`;
  if (pengembalian === 'manual') return 'Dikembalikan manual oleh admin; admin akan menghubungi Anda.';
  return 'Pengembalian sedang diproses.';
}

/**
 * Said above the schedule of a cancelled order, on the student's page and the desk: none of its
 * meetings takes place (a paid order is cancelled only before its first meeting starts), so the
 * schedule must not read as lessons still to come.
 */
export const CANCELLED_SCHEDULE_NOTE = 'Pesanan ini dibatalkan: jadwal di bawah ini tidak dilaksanakan.';
