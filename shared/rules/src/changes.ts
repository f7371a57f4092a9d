/**
 * Changes to a running order: the teacher change (ganti guru) and the renewal (perpanjang).
 * A student may change teacher as often as they like, once every reported meeting is settled; a
 * renewal continues after the last meeting of the order it renews, priced as a later order, and is
 * offered to the same teacher first for a limited time.
 */
import type { FeeBreakdown, MeetingStatus, OrderStatus } from '@tutor/contract';
import { formatDateId } from './format';
import { orderBreakdown, type BreakdownInput } from './orders';
import { addDaysIso } from './schedule';

/** The teacher of the renewed order has this long to accept it before it becomes an ordinary opening. */
export const RENEWAL_OFFER_HOURS = 48;
/** What a student writes as the reason for a teacher change, at most. */
export const TEACHER_CHANGE_REASON_MAX = 500;

export const TEACHER_CHANGE_FROM: readonly OrderStatus[] = ['aktif'];
export const RENEWAL_FROM: readonly OrderStatus[] = ['aktif', 'selesai'];

export const CHANGE_MESSAGES = {
  reasonRequired: 'Alasan ganti guru harus diisi',
  notActive: 'Ganti guru hanya bisa untuk pesanan yang sedang aktif',
  nothingLeft: 'Semua pertemuan pesanan ini sudah terlaksana, tidak ada yang perlu guru baru',
  unsettled:
    'Selesaikan dulu pertemuan yang sudah dilaporkan guru (konfirmasi atau sanggah, lalu tunggu keputusan admin) sebelum ganti guru',
  changed: 'Permintaan ganti guru terkirim. Pesanan kembali mencari guru untuk pertemuan yang tersisa.',
  renewalNotAllowed: 'Perpanjangan paket hanya bisa dari pesanan yang aktif atau selesai',
  renewalTooManySubjects:
    'Paket ini terlalu sedikit pertemuannya untuk semua mata pelajaran pesanan ini; pilih paket yang lebih besar',
  offerNotFound: 'Tawaran perpanjangan tidak ditemukan',
  offerClosed: 'Tawaran perpanjangan ini sudah tidak berlaku',
  offerOpen: 'Pesanan ini sedang ditawarkan ke guru sebelumnya',
  offerAccepted: 'Tawaran perpanjangan diterima. Pesanan menunggu pembayaran siswa.',
  offerRefused: 'Tawaran perpanjangan ditolak. Pesanan dibuka untuk guru lain.',
  previousTeacher: 'Anda guru sebelumnya di pesanan ini; siswa meminta guru lain',
  teacherReplaced: 'Siswa sudah meminta ganti guru; pertemuan yang tersisa menunggu guru baru',
} as const;

/** The history notes of the changes (one wording for every reader). */
export const changeNotes = {
  teacherChange: (alasan: string) => `Ganti guru diminta siswa. Alasan: ${alasan}`,
  newTeacher: (nama: string) =>
    `Guru baru dipilih: ${nama}. Pertemuan yang tersisa pindah ke guru ini, tanpa pembayaran baru`,
  meetingMoved: (from: string, to: string) => `Guru diganti dari ${from} ke ${to}`,
  renewal: (kode: string) => `Perpanjangan dari pesanan ${kode}; ditawarkan ke guru sebelumnya dulu`,
  offerAccepted: 'Guru menerima tawaran perpanjangan',
  offerRefused: 'Guru menolak tawaran perpanjangan; pesanan dibuka untuk guru lain',
  offerExpired: `Tawaran perpanjangan tidak dijawab dalam ${RENEWAL_OFFER_HOURS} jam; pesanan dibuka untuk guru lain`,
};

/** Why the student cannot change teacher with meetings in these states, or null when they can. */
export function teacherChangeProblem(meetings: readonly MeetingStatus[]): string | null {
  if (meetings.some((status) => status === 'dilaporkan' || status === 'disanggah')) return CHANGE_MESSAGES.unsettled;
  if (!meetings.includes('terjadwal')) return CHANGE_MESSAGES.nothingLeft;
  return null;
}

/** The first day a renewal may start: the day after the order's last meeting, and never before today. */
export function renewalEarliestStart(lastMeetingDate: string | null, today: string): string {
  if (lastMeetingDate === null) return today;
  const after = addDaysIso(lastMeetingDate, 1);
  return after > today ? after : today;
}

export function renewalStartMessage(earliest: string): string {
  return `Perpanjangan dimulai setelah pertemuan terakhir: paling cepat ${formatDateId(earliest)}`;
}

/** Why a renewal cannot start on `start`, or null. */
export function renewalStartProblem(start: string, lastMeetingDate: string | null, today: string): string | null {
  const earliest = renewalEarliestStart(lastMeetingDate, today);
  return start < earliest ? renewalStartMessage(earliest) : null;
}

/** A renewal is a later order: no registration fee, no referral discount. */
export function renewalBreakdown(input: Omit<BreakdownInput, 'kodeReferral' | 'firstOrder'>): FeeBreakdown {
  return orderBreakdown({ ...input, kodeReferral: null, firstOrder: false });
}

/** When an offer made at `nowMs` lapses, as an ISO instant. */
export function renewalOfferDeadline(nowMs: number): string {
  return new Date(nowMs + RENEWAL_OFFER_HOURS * 3_600_000).toISOString();
}
