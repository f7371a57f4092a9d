/**
 * Reschedule (ubah jadwal): the student or the teacher proposes a new date and
 * time for one `terjadwal` meeting, at least 24 hours before it starts; a meeting whose start has
 * passed without a report may be moved at any time. The other side agrees or refuses; one proposal
 * per meeting at a time.
 */
import type { MeetingActor, MeetingStatus } from '@tutor/contract';
import { formatDateTimeId } from './format';
import { meetingStartMs } from './meetings';

/** A proposal must come at least this long before the meeting starts. */
export const RESCHEDULE_NOTICE_HOURS = 24;

export const RESCHEDULE_MESSAGES = {
  tooLate: `Perubahan jadwal hanya bisa diusulkan paling lambat ${RESCHEDULE_NOTICE_HOURS} jam sebelum pertemuan dimulai`,
  notScheduled: 'Hanya pertemuan yang masih terjadwal yang bisa diubah jadwalnya',
  pending: 'Masih ada usulan perubahan jadwal yang menunggu jawaban untuk pertemuan ini',
  noProposal: 'Tidak ada usulan perubahan jadwal yang menunggu jawaban',
  ownProposal: 'Usulan ini Anda sendiri yang mengirim; jawabannya dari pihak lain',
  sameSlot: 'Tanggal dan jam baru sama dengan jadwal sekarang',
} as const;

/** Why a proposal for this meeting cannot be made now, or null when it can. */
export function rescheduleWindowProblem(
  meeting: { status: MeetingStatus; tanggal: string; jam: string },
  nowMs: number,
): string | null {
  if (meeting.status !== 'terjadwal') return RESCHEDULE_MESSAGES.notScheduled;
  const startMs = meetingStartMs(meeting.tanggal, meeting.jam);
  // a meeting already passed without a report may be moved at any time
  if (startMs <= nowMs) return null;
  return startMs - nowMs >= RESCHEDULE_NOTICE_HOURS * 3_600_000 ? null : RESCHEDULE_MESSAGES.tooLate;
}

/** The side who answers a proposal made by `oleh`. */
export function rescheduleAnswerer(oleh: MeetingActor): MeetingActor {
  return oleh === 'siswa' ? 'guru' : 'siswa';
}

const SIDE_NAMES: Readonly<Record<MeetingActor, string>> = {
  siswa: 'siswa',
  guru: 'guru',
  admin: 'admin',
  sistem: 'sistem',
};

/** "Usulan siswa: Senin, 9 Juni 2025 pukul 18:00 WIB" */
export function proposalText(usulan: { tanggal: string; jam: string; oleh: MeetingActor }): string {
  return `Usulan ${SIDE_NAMES[usulan.oleh]}: ${formatDateTimeId(usulan.tanggal, usulan.jam)}`;
}

/** The history notes of a proposal and its answer (one wording for every reader). */
export const rescheduleNotes = {
  proposed: (from: { tanggal: string; jam: string }, to: { tanggal: string; jam: string }) =>
    `Mengusulkan ubah jadwal dari ${from.tanggal} ${from.jam} ke ${to.tanggal} ${to.jam}`,
  accepted: (to: { tanggal: string; jam: string }) => `Menyetujui ubah jadwal ke ${to.tanggal} ${to.jam}`,
  refused: (to: { tanggal: string; jam: string }) => `Menolak ubah jadwal ke ${to.tanggal} ${to.jam}`,
};
