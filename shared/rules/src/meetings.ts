/**
 * The lessons after the first payment (DESIGN §10): which meeting transition is allowed from which
 * state, when a teacher may report, when a report confirms itself, sisa pertemuan, and whether two
 * meetings of one teacher overlap. Times are Asia/Jakarta (WIB, UTC+7, no daylight saving).
 */
import type { MeetingStatus } from '@tutor/contract';
import { LESSON_DURATION_MINUTES } from './fitScore';

export type MeetingTransition = 'laporkan' | 'konfirmasi' | 'sanggah' | 'putuskan' | 'konfirmasi_otomatis';

export const MEETING_TRANSITION_FROM: Readonly<Record<MeetingTransition, readonly MeetingStatus[]>> = {
  laporkan: ['terjadwal'],
  konfirmasi: ['dilaporkan'],
  sanggah: ['dilaporkan'],
  putuskan: ['disanggah'],
  konfirmasi_otomatis: ['dilaporkan'],
};

export function meetingTransitionAllowed(transition: MeetingTransition, from: MeetingStatus): boolean {
  return MEETING_TRANSITION_FROM[transition].includes(from);
}

/** A report the student neither confirms nor disputes confirms itself after this long. */
export const AUTO_CONFIRM_HOURS = 72;
export const REPORT_TOPIC_MAX = 200;
export const REPORT_NOTE_MAX = 2000;
export const DISPUTE_REASON_MAX = 1000;

/** WIB is UTC+7 all year. */
const WIB_OFFSET = '+07:00';

/** The instant a meeting starts, in epoch milliseconds. */
export function meetingStartMs(tanggal: string, jam: string): number {
  return Date.parse(`${tanggal}T${jam}:00${WIB_OFFSET}`);
}

/** A teacher reports a meeting only once it has started, and only once. */
export function reportAllowed(meeting: { status: MeetingStatus; tanggal: string; jam: string }, nowMs: number): boolean {
  return meeting.status === 'terjadwal' && meetingStartMs(meeting.tanggal, meeting.jam) <= nowMs;
}

/** When a report made at `reportedAtIso` confirms itself (ISO 8601, UTC). */
export function autoConfirmAt(reportedAtIso: string): string {
  return new Date(Date.parse(reportedAtIso) + AUTO_CONFIRM_HOURS * 3_600_000).toISOString();
}

/** Sisa pertemuan: every meeting that is not selesai yet (unused sessions never expire). */
export function meetingsLeft(statuses: readonly MeetingStatus[]): number {
  return statuses.filter((status) => status !== 'selesai').length;
}

/** Two lessons of one teacher overlap when their 90-minute spans intersect on the same day. */
export function meetingsOverlap(a: { tanggal: string; jam: string }, b: { tanggal: string; jam: string }): boolean {
  if (a.tanggal !== b.tanggal) return false;
  const span = LESSON_DURATION_MINUTES * 60_000;
  const startA = meetingStartMs(a.tanggal, a.jam);
  const startB = meetingStartMs(b.tanggal, b.jam);
  return startA < startB + span && startB < startA + span;
}

export const MEETING_STATUS_LABELS: Readonly<Record<MeetingStatus, string>> = {
  terjadwal: 'Terjadwal',
  dilaporkan: 'Menunggu konfirmasi siswa',
  disanggah: 'Disanggah, menunggu keputusan admin',
  selesai: 'Selesai',
};

export const MEETING_MESSAGES = {
  notFound: 'Pertemuan tidak ditemukan',
  stateChanged: 'Status pertemuan sudah berubah, silahkan muat ulang halaman',
  notStarted: 'Pertemuan belum dimulai. Laporan bisa dikirim setelah jam mulai pertemuan.',
  alreadyReported: 'Pertemuan ini sudah dilaporkan',
  newSlotRequired: 'Tanggal dan jam baru wajib diisi bila pertemuan tidak terlaksana',
  clash: 'Jadwal bentrok dengan pertemuan lain guru ini',
  orderNotActive: 'Pesanan ini belum aktif',
  calendarNotFound: 'Kalender tidak ditemukan',
  topicRequired: 'Topik pertemuan wajib diisi',
  noteRequired: 'Catatan perkembangan wajib diisi',
  reasonRequired: 'Alasan sanggahan wajib diisi',
} as const;

/** "Sisa pertemuan: 7 dari 8" */
export function meetingsLeftText(sisa: number, total: number): string {
  return `Sisa pertemuan: ${sisa} dari ${total}`;
}
