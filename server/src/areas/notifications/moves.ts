/**
 * The declared moves: each transition of an order, a meeting, an opening, a renewal offer or a
 * teacher's onboarding, with its effects written beside it. A service that makes the transition
 * tells people through `tell(trx, move, notices, …)` (moveNotifications.ts), so who hears and how comes from this table, and the
 * test `test/moves.test.ts` walks every move and every person it names and checks each effect
 * (notifications, outbox rows, calendar feeds, the desk's list). A move added here without its scenario there fails
 * to compile (the scenarios are a `Record<MoveName, …>`).
 *
 * Transitions not declared here yet still tell people by hand in `orderNotifications.ts`,
 * `lessonNotifications.ts` and `accountNotifications.ts` (server/README.md lists them).
 */
import type { OrderStatus } from '@tutor/contract';

/**
 * How a person is told: in the site (the bell), by e-mail (outbox), or by a WhatsApp message the
 * admin sends by hand (an outbox row on the admin's "Pesan keluar" list, opened as a wa.me link).
 */
export type Channel = 'situs' | 'email' | 'whatsapp_admin';

/** Who a move concerns, by their part in it. */
export type Person = 'siswa' | 'guru' | 'guru_lama' | 'admin';

/** What a person's calendar feed says afterwards about the meetings the move touches. */
export type CalendarEffect = 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED';

export interface DeclaredMove {
  /** what moves, and from which state to which */
  subject: 'pesanan' | 'pertemuan' | 'lowongan' | 'perpanjangan' | 'pendaftaran_guru';
  from: string;
  to: string;
  /** each person concerned, and every channel they are told on */
  told: Partial<Record<Person, readonly Channel[]>>;
  /** each person whose feed changes for the order's meetings still to come */
  calendar: Partial<Record<Person, CalendarEffect>>;
  /** the desk view (admin) that changes: the order list's tab the order now sits in, and what it asks of the admin */
  desk: { status: OrderStatus; says: string };
}

export const MOVES = {
  /** Ganti guru: the student asks for another teacher with a reason. */
  teacherChange: {
    subject: 'pesanan',
    from: 'aktif',
    to: 'mencari_guru',
    told: { guru_lama: ['situs', 'email', 'whatsapp_admin'], admin: ['situs', 'email'] },
    calendar: { guru_lama: 'CANCELLED', siswa: 'TENTATIVE' },
    desk: {
      status: 'mencari_guru',
      says: 'Pesanan kembali mencari guru dengan alasan siswa; guru lama tidak bisa diusulkan lagi.',
    },
  },
  /** The previous teacher accepts a renewal offered to them. */
  renewalAccepted: {
    subject: 'perpanjangan',
    from: 'mencari_guru',
    to: 'menunggu_pembayaran',
    told: { siswa: ['situs', 'email'], admin: ['situs', 'email'] },
    calendar: {},
    desk: { status: 'menunggu_pembayaran', says: 'Perpanjangan menunggu pembayaran: admin mencatat cicilan pertama.' },
  },
} as const satisfies Record<string, DeclaredMove>;

export type MoveName = keyof typeof MOVES;

/** The channels a person is told on for a move (none: not concerned). */
export function channelsOf(move: MoveName, person: Person): readonly Channel[] {
  const told: Partial<Record<Person, readonly Channel[]>> = MOVES[move].told;
  return told[person] ?? [];
}
