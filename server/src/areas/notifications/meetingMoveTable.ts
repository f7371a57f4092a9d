/** The declared moves of a meeting and of a proposal to move it (the table is MOVES in moves.ts). */
import type { Channel, DeclaredMove } from './moveTypes';

const MAIL: readonly Channel[] = ['situs', 'email'];

export const MEETING_MOVES = {
  /** The teacher reports a held meeting: the student confirms or disputes it. */
  meetingReported: {
    subject: 'pertemuan',
    from: 'terjadwal',
    to: 'dilaporkan',
    told: { siswa: MAIL },
    calendar: { siswa: 'CONFIRMED', guru: 'CONFIRMED' },
  },
  /** The student confirms the report: the teacher's honor is written. */
  meetingConfirmed: {
    subject: 'pertemuan',
    from: 'dilaporkan',
    to: 'selesai',
    told: { guru: MAIL },
    calendar: {},
  },
  /** Nobody disputed the report in 72 hours (the confirmation job). */
  meetingAutoConfirmed: {
    subject: 'pertemuan',
    from: 'dilaporkan',
    to: 'selesai',
    told: { siswa: MAIL, guru: MAIL },
    calendar: {},
  },
  /** The student disputes the report: the admin decides. */
  meetingDisputed: {
    subject: 'pertemuan',
    from: 'dilaporkan',
    to: 'disanggah',
    told: { guru: MAIL, admin: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'aktif', says: 'Sanggahan menunggu keputusan admin di halaman pesanan.' },
  },
  /** The admin decides the disputed meeting was held. */
  disputeHeld: {
    subject: 'pertemuan',
    from: 'disanggah',
    to: 'selesai',
    told: { siswa: MAIL, guru: MAIL },
    calendar: {},
  },
  /** The admin decides it was not held and sets a new date and time: the same event moves in both feeds. */
  disputeRescheduled: {
    subject: 'pertemuan',
    from: 'disanggah',
    to: 'terjadwal',
    told: { siswa: MAIL, guru: MAIL },
    calendar: { siswa: 'CONFIRMED', guru: 'CONFIRMED' },
  },
  /** Ubah jadwal: one side proposes a new slot; the other answers. */
  rescheduleProposed: {
    subject: 'pertemuan',
    from: 'terjadwal',
    to: 'terjadwal (usulan jadwal)',
    told: { pihak_lain: MAIL },
    calendar: {},
  },
  /** The other side agrees: the meeting moves, the same event moves in both feeds. */
  rescheduleAgreed: {
    subject: 'pertemuan',
    from: 'terjadwal (usulan jadwal)',
    to: 'terjadwal (jadwal baru)',
    told: { pengusul: MAIL },
    calendar: { siswa: 'CONFIRMED', guru: 'CONFIRMED' },
  },
  /** The other side refuses: the meeting stays where it was. */
  rescheduleRefused: {
    subject: 'pertemuan',
    from: 'terjadwal (usulan jadwal)',
    to: 'terjadwal',
    told: { pengusul: MAIL },
    calendar: {},
  },
} as const satisfies Record<string, DeclaredMove>;
