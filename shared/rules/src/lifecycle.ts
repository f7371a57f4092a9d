/**
 * The order lifecycle after submission: which transition is allowed from which state,
 * the application states in plain words, and the messages of a refused step.
 */
import type { ApplicationStatus, OrderStatus } from '@tutor/contract';

export type OrderTransition = 'konfirmasi' | 'usulkan' | 'pilih_guru' | 'pembayaran' | 'batal';

/** From which states each transition may start; anything else is a 409. */
export const TRANSITION_FROM: Readonly<Record<OrderTransition, readonly OrderStatus[]>> = {
  konfirmasi: ['menunggu_konfirmasi'],
  usulkan: ['mencari_guru'],
  pilih_guru: ['guru_diusulkan'],
  // the first payment makes the order aktif; later instalments are recorded while it is aktif
  pembayaran: ['menunggu_pembayaran', 'aktif'],
  batal: ['menunggu_konfirmasi', 'mencari_guru', 'guru_diusulkan'],
};

export function transitionAllowed(transition: OrderTransition, from: OrderStatus): boolean {
  return TRANSITION_FROM[transition].includes(from);
}

/** How many applicants an admin proposes to the student at once. */
export const MIN_PROPOSED_TEACHERS = 1;
export const MAX_PROPOSED_TEACHERS = 3;

/**
 * Which applications the admin may propose to the student: only those still waiting. An application
 * not chosen, or the replaced teacher's after a teacher change (tidak_dipilih), cannot be proposed
 * again: the desk's "Usulkan Guru" offers exactly these, and the server's propose check uses the same list.
 */
export const PROPOSABLE_APPLICATION_STATUSES: readonly ApplicationStatus[] = ['menunggu'];

export function canBeProposed(status: ApplicationStatus): boolean {
  return PROPOSABLE_APPLICATION_STATUSES.includes(status);
}

/**
 * Whether an application still stands for its opening (its teacher can still be chosen): the job
 * board shows "Sudah Apply" only for these; a closed one (tidak_dipilih: not chosen before) offers
 * Apply again, which reopens it. The teacher the student replaced does not see the opening at all.
 */
export function applicationStands(status: ApplicationStatus): boolean {
  return status !== 'tidak_dipilih';
}

export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  menunggu: 'Menunggu',
  diusulkan: 'Diusulkan ke siswa',
  diterima: 'Diterima',
  tidak_dipilih: 'Tidak dipilih',
};

export const LIFECYCLE_MESSAGES = {
  stateChanged: 'Status pesanan sudah berubah, silakan muat ulang halaman',
  alreadyApplied: 'Anda sudah apply lowongan ini',
  openingClosed: 'Lowongan ini sudah ditutup',
  openingNotFound: 'Lowongan tidak ditemukan',
  proposeCount: `Pilih ${MIN_PROPOSED_TEACHERS} sampai ${MAX_PROPOSED_TEACHERS} guru dari pelamar lowongan ini`,
  notAnApplicant: 'Guru yang dipilih bukan pelamar lowongan ini',
  notProposed: 'Guru yang dipilih tidak termasuk guru yang diusulkan',
  paymentTooSmall: 'Pembayaran pertama harus sebesar cicilan pertama',
  paymentTooLarge: 'Jumlah pembayaran melebihi sisa tagihan',
  applied: 'Lamaran terkirim. Admin akan menghubungi Anda bila Anda diusulkan ke siswa.',
} as const;
