/** The shape of a declared move (moves.ts): who it concerns, how each is told, what their calendar and the desk say after it. */
import type { OnboardingStatus, OrderStatus } from '@tutor/contract';

/**
 * How a person is told: in the site (the bell), by e-mail (outbox), or by a WhatsApp message the
 * admin sends by hand (an outbox row on the admin's "Pesan keluar" list, opened as a wa.me link).
 */
export type Channel = 'situs' | 'email' | 'whatsapp_admin';

/**
 * Who a move concerns, by their part in it: the order's student, its teacher (the one proposed,
 * chosen, offered a renewal, holding the meeting, or in onboarding), the teacher replaced by a
 * change, the applicants not chosen, the side that proposed a new slot and the side that answers,
 * and every admin. The person who acted is never told (they see what they did).
 */
export type Person = 'siswa' | 'guru' | 'guru_lama' | 'pelamar' | 'pengusul' | 'pihak_lain' | 'admin';

/** What a person's calendar feed says afterwards about the meetings the move touches. */
export type CalendarEffect = 'CANCELLED' | 'TENTATIVE' | 'CONFIRMED';

/**
 * The admin's desk view a move changes: the order list's tab the order now sits in, or the
 * teachers' desk (/admin/guru) tab the teacher now sits in; and what it asks of the admin there.
 */
export type DeskEffect =
  { view: 'pesanan'; status: OrderStatus; says: string } | { view: 'guru'; status: OnboardingStatus; says: string };

export interface DeclaredMove {
  /** what moves, and from which state to which ('-': it did not exist before) */
  subject: 'pesanan' | 'pertemuan' | 'lowongan' | 'perpanjangan' | 'pendaftaran_guru';
  from: string;
  to: string;
  /** each person concerned, and every channel they are told on */
  told: Partial<Record<Person, readonly Channel[]>>;
  /** each person whose feed changes for the meetings the move touches */
  calendar: Partial<Record<Person, CalendarEffect>>;
  /** the desk view that changes, when one does (a meeting's own moves leave the order in its tab) */
  desk?: DeskEffect;
}
