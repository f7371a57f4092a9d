/**
 * The lessons after the first payment: which meeting transition is allowed from which
 * state, when a teacher may report, when a report confirms itself, sisa pertemuan, and whether two
 * meetings of one teacher overlap. Times are Asia/Jakarta (WIB, UTC+7, no daylight saving).
 */
import type { MeetingStatus } from '@tutor/contract';
import { LESSON_DURATION_MINUTES } from './fitScore';
import { formatDateId } from './format';

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
export function reportAllowed(
  meeting: { status: MeetingStatus; tanggal: string; jam: string },
  nowMs: number,
): boolean {
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

/** The longest span the teacher's schedule answers in one request. */
export const SCHEDULE_RANGE_MAX_DAYS = 62;

export const MEETING_MESSAGES = {
  notFound: 'Pertemuan tidak ditemukan',
  stateChanged: 'Status pertemuan sudah berubah, silakan muat ulang halaman',
  notStarted: 'Pertemuan belum dimulai. Laporan bisa dikirim setelah jam mulai pertemuan.',
  alreadyReported: 'Pertemuan ini sudah dilaporkan',
  newSlotRequired: 'Tanggal dan jam baru wajib diisi bila pertemuan tidak terlaksana',
  clash: 'Jadwal bentrok dengan pertemuan lain guru ini',
  orderNotActive: 'Pesanan ini belum aktif',
  calendarNotFound: 'Kalender tidak ditemukan',
  topicRequired: 'Topik pertemuan wajib diisi',
  noteRequired: 'Catatan perkembangan wajib diisi',
  reasonRequired: 'Alasan sanggahan wajib diisi',
  dateInvalid: 'Tanggal pertemuan tidak valid',
  dateInPast: 'Tanggal pertemuan baru tidak boleh sebelum hari ini',
  rangeInvalid: `Rentang tanggal tidak valid (paling lama ${SCHEDULE_RANGE_MAX_DAYS} hari)`,
} as const;

/** Who made a meeting change when no person did (the 72-hour confirmation). */
export const SYSTEM_ACTOR_LABEL = 'Sistem';

/** A meeting the teacher already holds, as a clash names it. */
export interface HeldMeeting {
  tanggal: string;
  jam: string;
  /** the order it belongs to */
  kode: string;
}

/**
 * The held meetings that overlap any of the dates a schedule would occupy, earliest first, each
 * once: what blocks proposing, choosing or moving a meeting to that teacher (no double booking).
 */
export function scheduleClashes(
  wanted: readonly { tanggal: string; jam: string }[],
  held: readonly HeldMeeting[],
): HeldMeeting[] {
  return held
    .filter((meeting) => wanted.some((slot) => meetingsOverlap(slot, meeting)))
    .sort((a, b) => (a.tanggal === b.tanggal ? a.jam.localeCompare(b.jam) : a.tanggal.localeCompare(b.tanggal)));
}

/** "2 Juni 2025 16:00, 5 Juni 2025 16:00" (at most `shown`, then "dan N lainnya"). */
export function clashDatesText(clashes: readonly { tanggal: string; jam: string }[], shown = 3): string {
  const listed = clashes.slice(0, shown).map((clash) => `${formatDateId(clash.tanggal)} ${clash.jam}`);
  const more = clashes.length - listed.length;
  return more > 0 ? `${listed.join(', ')} dan ${more} lainnya` : listed.join(', ');
}

/** The 409 message of a clash: the rule, then the clashing dates. */
export function clashMessage(clashes: readonly { tanggal: string; jam: string }[]): string {
  return `${MEETING_MESSAGES.clash}: ${clashDatesText(clashes)}`;
}

/** The fit reason a clash adds to an opening or a candidate. */
export function clashReason(clashes: readonly { tanggal: string; jam: string }[]): string {
  return `Bentrok dengan ${clashes.length} pertemuan yang sudah terjadwal (${clashDatesText(clashes)})`;
}

/** A meeting moved to a national holiday is refused with the holiday's name. */
export function holidayMessage(nama: string): string {
  return `Tanggal tersebut hari libur nasional (${nama}). Silakan pilih tanggal lain.`;
}

/** "Sisa pertemuan: 7 dari 8" */
export function meetingsLeftText(sisa: number, total: number): string {
  return `Sisa pertemuan: ${sisa} dari ${total}`;
}
