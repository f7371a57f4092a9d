/** The declared moves of an order, its opening and a renewal offer (the table is MOVES in moves.ts). */
import type { Channel, DeclaredMove } from './moveTypes';

const MAIL: readonly Channel[] = ['situs', 'email'];

export const ORDER_MOVES = {
  /** A new order (not a renewal): the admins confirm it, the student learns when the admin calls. */
  orderPlaced: {
    subject: 'pesanan',
    from: '-',
    to: 'menunggu_konfirmasi',
    told: { siswa: MAIL, admin: MAIL },
    calendar: {},
    desk: {
      view: 'pesanan',
      status: 'menunggu_konfirmasi',
      says: 'Pesanan baru menunggu konfirmasi admin (1x24 jam).',
    },
  },
  /** Konfirmasi: the admin confirmed; the order is an opening on the job board. */
  orderConfirmed: {
    subject: 'pesanan',
    from: 'menunggu_konfirmasi',
    to: 'mencari_guru',
    told: { siswa: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'mencari_guru', says: 'Lowongan terbuka: usulkan guru dalam 2x24 jam.' },
  },
  /** A verified teacher applied to an opening: the admins may propose them (in the site only). */
  applied: {
    subject: 'lowongan',
    from: '-',
    to: 'menunggu',
    told: { admin: ['situs'] },
    calendar: {},
    desk: { view: 'pesanan', status: 'mencari_guru', says: 'Pelamar baru bisa diusulkan kepada siswa.' },
  },
  /** Usulkan: the admin proposed applicants; the student chooses. */
  teachersProposed: {
    subject: 'pesanan',
    from: 'mencari_guru',
    to: 'guru_diusulkan',
    told: { siswa: MAIL, guru: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'guru_diusulkan', says: 'Menunggu siswa memilih guru.' },
  },
  /** Pilih guru on a new order: it waits for its first payment; the other applicants are not chosen. */
  teacherChosen: {
    subject: 'pesanan',
    from: 'guru_diusulkan',
    to: 'menunggu_pembayaran',
    told: { admin: MAIL, guru: MAIL, pelamar: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'menunggu_pembayaran', says: 'Catat pembayaran pertama.' },
  },
  /**
   * Pilih guru after a teacher change: the order was paid, so it is aktif again at once and the
   * meetings still to come pass to the new teacher (his feed lists them; the replaced teacher's
   * keeps them cancelled, the student's confirmed again).
   */
  newTeacherChosen: {
    subject: 'pesanan',
    from: 'guru_diusulkan',
    to: 'aktif',
    told: { guru: MAIL, admin: MAIL, pelamar: MAIL },
    calendar: { siswa: 'CONFIRMED', guru: 'CONFIRMED', guru_lama: 'CANCELLED' },
    desk: { view: 'pesanan', status: 'aktif', says: 'Les berlanjut dengan guru baru tanpa pembayaran baru.' },
  },
  /** Pembayaran: the first payment makes the order aktif and its meetings; both sides see them. */
  paymentRecorded: {
    subject: 'pesanan',
    from: 'menunggu_pembayaran',
    to: 'aktif',
    told: { siswa: MAIL, guru: MAIL },
    calendar: { siswa: 'CONFIRMED', guru: 'CONFIRMED' },
    desk: { view: 'pesanan', status: 'aktif', says: 'Les berjalan; pantau laporan pertemuan.' },
  },
  /**
   * Batal (up to guru_diusulkan): the opening closes. An order with meetings cannot be cancelled,
   * so no feed lists one; the feeds' rule still says CANCELLED for any meeting of a cancelled order.
   */
  orderCancelled: {
    subject: 'pesanan',
    from: 'menunggu_konfirmasi | mencari_guru | guru_diusulkan',
    to: 'dibatalkan',
    told: { siswa: MAIL, admin: MAIL, pelamar: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'dibatalkan', says: 'Pesanan dibatalkan; lowongannya ditutup.' },
  },
  /**
   * Batal of a paid order before its first meeting (issue 46): every meeting ends (CANCELLED, same
   * UID, in the student's and the teacher's feeds; gone from the teacher's week), the teacher is
   * told his lessons are off, and the payments go back (online, or by the admin by hand).
   */
  paidOrderCancelled: {
    subject: 'pesanan',
    from: 'aktif',
    to: 'dibatalkan',
    told: { siswa: MAIL, guru: MAIL, admin: MAIL },
    calendar: { siswa: 'CANCELLED', guru: 'CANCELLED' },
    desk: {
      view: 'pesanan',
      status: 'dibatalkan',
      says: 'Pesanan dibatalkan sebelum pertemuan pertama; periksa pengembalian dananya.',
    },
  },
  /** The last meeting became selesai: the student is asked for a review, the teacher thanked. */
  orderFinished: {
    subject: 'pesanan',
    from: 'aktif',
    to: 'selesai',
    told: { siswa: MAIL, guru: MAIL },
    calendar: { siswa: 'CONFIRMED', guru: 'CONFIRMED' },
    desk: { view: 'pesanan', status: 'selesai', says: 'Pesanan selesai; siswa bisa memberi ulasan.' },
  },
  /** Ganti guru: the student asks for another teacher with a reason. */
  teacherChange: {
    subject: 'pesanan',
    from: 'aktif',
    to: 'mencari_guru',
    told: { guru_lama: ['situs', 'email', 'whatsapp_admin'], admin: MAIL },
    calendar: { guru_lama: 'CANCELLED', siswa: 'TENTATIVE' },
    desk: {
      view: 'pesanan',
      status: 'mencari_guru',
      says: 'Pesanan kembali mencari guru dengan alasan siswa; guru lama tidak bisa diusulkan lagi.',
    },
  },
  /** A renewal placed by the student: offered first to the previous teacher for 2x24 hours. */
  renewalOffered: {
    subject: 'perpanjangan',
    from: '-',
    to: 'ditawarkan',
    told: { siswa: MAIL, guru: MAIL, admin: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'mencari_guru', says: 'Perpanjangan ditawarkan kepada guru sebelumnya.' },
  },
  /** The previous teacher accepts a renewal offered to them. */
  renewalAccepted: {
    subject: 'perpanjangan',
    from: 'ditawarkan',
    to: 'diterima',
    told: { siswa: MAIL, admin: MAIL },
    calendar: {},
    desk: {
      view: 'pesanan',
      status: 'menunggu_pembayaran',
      says: 'Perpanjangan menunggu pembayaran: admin mencatat cicilan pertama.',
    },
  },
  /** The previous teacher refuses: the renewal is an ordinary opening. */
  renewalRefused: {
    subject: 'perpanjangan',
    from: 'ditawarkan',
    to: 'ditolak',
    told: { siswa: MAIL, admin: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'mencari_guru', says: 'Perpanjangan kini lowongan biasa: usulkan guru.' },
  },
  /** Nobody answered in 2x24 hours (the lapse job): the renewal is an ordinary opening. */
  renewalLapsed: {
    subject: 'perpanjangan',
    from: 'ditawarkan',
    to: 'kedaluwarsa',
    told: { siswa: MAIL, guru: MAIL, admin: MAIL },
    calendar: {},
    desk: { view: 'pesanan', status: 'mencari_guru', says: 'Perpanjangan kini lowongan biasa: usulkan guru.' },
  },
} as const satisfies Record<string, DeclaredMove>;
