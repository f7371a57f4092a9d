/** The declared moves of a teacher's onboarding (pendaftaran guru; the table is MOVES in moves.ts). */
import type { Channel, DeclaredMove } from './moveTypes';

const MAIL: readonly Channel[] = ['situs', 'email'];

export const ONBOARDING_MOVES = {
  /** A teacher registered: the admins start the pipeline. */
  teacherRegistered: {
    subject: 'pendaftaran_guru',
    from: '-',
    to: 'menunggu_verifikasi',
    told: { admin: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'menunggu_verifikasi', says: 'Guru baru menunggu verifikasi.' },
  },
  screeningStarted: {
    subject: 'pendaftaran_guru',
    from: 'menunggu_verifikasi',
    to: 'seleksi_cv',
    told: { guru: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'seleksi_cv', says: 'Tinjau CV, lalu jadwalkan wawancara.' },
  },
  interviewScheduled: {
    subject: 'pendaftaran_guru',
    from: 'seleksi_cv',
    to: 'wawancara',
    told: { guru: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'wawancara', says: 'Wawancara terjadwal, lalu jadwalkan micro teaching.' },
  },
  microTeachingScheduled: {
    subject: 'pendaftaran_guru',
    from: 'wawancara',
    to: 'micro_teaching',
    told: { guru: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'micro_teaching', says: 'Nilai micro teaching setelah berlangsung.' },
  },
  assessed: {
    subject: 'pendaftaran_guru',
    from: 'micro_teaching',
    to: 'micro_teaching (dinilai)',
    told: { guru: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'micro_teaching', says: 'Sudah dinilai: verifikasi atau tolak.' },
  },
  teacherVerified: {
    subject: 'pendaftaran_guru',
    from: 'micro_teaching',
    to: 'terverifikasi',
    told: { guru: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'terverifikasi', says: 'Guru terverifikasi dan bisa melamar lowongan.' },
  },
  teacherDeclined: {
    subject: 'pendaftaran_guru',
    from: 'menunggu_verifikasi | seleksi_cv | wawancara | micro_teaching',
    to: 'ditolak',
    told: { guru: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'ditolak', says: 'Ditolak dengan alasan; guru bisa mendaftar ulang nanti.' },
  },
  /** A declined teacher applies again after the waiting time: the admins review them from the start. */
  teacherReapplied: {
    subject: 'pendaftaran_guru',
    from: 'ditolak',
    to: 'menunggu_verifikasi',
    told: { admin: MAIL },
    calendar: {},
    desk: { view: 'guru', status: 'menunggu_verifikasi', says: 'Guru mendaftar ulang dan menunggu verifikasi.' },
  },
} as const satisfies Record<string, DeclaredMove>;
