/**
 * Order rules: how subjects are chosen per level, the step checks
 * the wizard and the server both run, the fee breakdown and the lifecycle's words.
 */
import type { FeeBreakdown, OrderStatus } from '@tutor/contract';
import {
  discountedPrice,
  isReferralEligible,
  laterCommission,
  REFERRAL_FIRST_COMMISSION,
  REFERRAL_STUDENT_DISCOUNT,
  REGISTRATION_FEE,
  splitInstalments,
} from './money';
import { WIZARD_MESSAGES } from './messages';

/** How a level's subjects are picked. `none`: the level is the subject (Mengaji, Renang, ...). */
export type SubjectSelectionMode = 'multi' | 'single' | 'text' | 'none';

const MULTI_SUBJECT_LEVELS: readonly number[] = [15, 16, 17, 34];
const SINGLE_SUBJECT_LEVELS: readonly number[] = [11, 12, 13, 14, 18];
const FREE_TEXT_SUBJECT_LEVELS: readonly number[] = [24, 25, 27, 28, 30, 31, 32, 33];
/** Meetings per subject are adjustable only for SMP, SMA and SMK. */
const ADJUSTABLE_MEETING_LEVELS: readonly number[] = [15, 16, 17];

export function subjectSelectionMode(jenjangId: number): SubjectSelectionMode {
  if (MULTI_SUBJECT_LEVELS.includes(jenjangId)) return 'multi';
  if (SINGLE_SUBJECT_LEVELS.includes(jenjangId)) return 'single';
  if (FREE_TEXT_SUBJECT_LEVELS.includes(jenjangId)) return 'text';
  return 'none';
}

export function meetingsAdjustable(jenjangId: number): boolean {
  return ADJUSTABLE_MEETING_LEVELS.includes(jenjangId);
}

export interface ChosenSubject {
  mata_pelajaran: string;
  jumlah: number;
}

export interface StepOneDraft {
  jenjangId: number | null;
  /** whether the level offers subjects at all (a `none` level, or an empty list, does not) */
  subjectsAvailable: boolean;
  subjects: readonly ChosenSubject[];
  packageMeetings: number;
}

/** The step 1 → 2 checks, in the product's order; null when the step may be left. */
export function stepOneProblem(draft: StepOneDraft): string | null {
  if (draft.jenjangId === null) return WIZARD_MESSAGES.levelRequired;
  if (draft.subjectsAvailable && draft.subjects.length === 0) return WIZARD_MESSAGES.subjectRequired;
  if (draft.subjects.length > draft.packageMeetings) return WIZARD_MESSAGES.tooManySubjects;
  const meetings = draft.subjects.reduce((sum, subject) => sum + subject.jumlah, 0);
  if (meetings > 0 && meetings !== draft.packageMeetings) return WIZARD_MESSAGES.meetingsMustMatch;
  if (draft.subjects.some((subject) => subject.jumlah < 1 || subject.jumlah > draft.packageMeetings))
    return WIZARD_MESSAGES.meetingsMustMatch;
  return null;
}

/** A subject may be added only while there are fewer subjects than meetings. */
export function canAddSubject(subjectCount: number, packageMeetings: number): boolean {
  return subjectCount < packageMeetings;
}

/** The same weekday cannot be added twice. */
export function timeSlotProblem(existingDays: readonly string[], day: string): string | null {
  return existingDays.includes(day) ? WIZARD_MESSAGES.sameWeekday : null;
}

export interface BreakdownInput {
  paket: { nama: string; jumlah: number; countPayments: number; id: number };
  /** the fee of the package for this level, system, region and student count */
  hargaNormal: number;
  /** a valid referral code of someone else, or null */
  kodeReferral: string | null;
  /** the student has no earlier order that was not cancelled */
  firstOrder: boolean;
}

/**
 * Money. The referral 5% applies on a first order of an eligible package; the product's sample:
 * 2.394.000 less 5% (119.700) is 2.274.300. The registration fee rides on the first instalment.
 */
export function orderBreakdown({ paket, hargaNormal, kodeReferral, firstOrder }: BreakdownInput): FeeBreakdown {
  const hargaDiskon = discountedPrice(hargaNormal);
  const referralApplies = kodeReferral !== null && firstOrder && isReferralEligible(paket.id);
  const diskonReferral = referralApplies ? Math.round(hargaDiskon * REFERRAL_STUDENT_DISCOUNT) : 0;
  const hargaPaketAkhir = hargaDiskon - diskonReferral;
  const biayaPendaftaran = firstOrder ? REGISTRATION_FEE : 0;
  const instalments = splitInstalments(hargaPaketAkhir, Math.max(1, paket.countPayments));
  const cicilan = instalments.map((amount, index) => (index === 0 ? amount + biayaPendaftaran : amount));
  return {
    paket: paket.nama,
    jumlah_pertemuan: paket.jumlah,
    harga_normal: hargaNormal,
    diskon: hargaNormal - hargaDiskon,
    harga_diskon: hargaDiskon,
    diskon_referral: diskonReferral,
    kode_referral: referralApplies ? kodeReferral : null,
    harga_paket_akhir: hargaPaketAkhir,
    biaya_pendaftaran: biayaPendaftaran,
    total: hargaPaketAkhir + biayaPendaftaran,
    cicilan,
  };
}

/**
 * The referrer earns 10% of what the student pays for the package (after every
 * discount) on the student's first order, 5% on later ones.
 */
export function referralCommission(hargaPaketAkhir: number, firstOrder: boolean): number {
  return firstOrder ? Math.round(hargaPaketAkhir * REFERRAL_FIRST_COMMISSION) : laterCommission(hargaPaketAkhir);
}

/** The lifecycle in plain words, for students, teachers and admins alike. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  menunggu_konfirmasi: 'Menunggu konfirmasi admin',
  mencari_guru: 'Mencari guru',
  guru_diusulkan: 'Guru diusulkan, silakan pilih',
  menunggu_pembayaran: 'Menunggu pembayaran',
  aktif: 'Aktif',
  selesai: 'Selesai',
  dibatalkan: 'Dibatalkan',
};

/** A student or an admin may cancel up to guru_diusulkan. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['menunggu_konfirmasi', 'mencari_guru', 'guru_diusulkan'];

export function isCancellable(status: OrderStatus): boolean {
  return CANCELLABLE_STATUSES.includes(status);
}

export const ORDER_MESSAGES = {
  notCancellable: 'Pesanan ini tidak bisa dibatalkan lagi',
  lessonsStarted:
    'Pesanan ini tidak bisa dibatalkan lagi karena pertemuan pertama sudah dimulai. Hubungi admin bila ada kendala.',
  notFound: 'Pesanan tidak ditemukan',
  addressRequired: 'Silakan lengkapi alamat les',
  startDateInPast: 'Tanggal mulai les tidak boleh sebelum hari ini',
  startDateInvalid: 'Tanggal mulai les tidak valid',
  scheduleMismatch: 'Jadwal tidak sesuai dengan pilihan paket dan mata pelajaran, silakan terapkan jadwal kembali',
  packageNotFound: 'Paket tidak ditemukan',
  levelNotFound: 'Program tidak ditemukan',
  curriculumMismatch: 'Kurikulum tidak sesuai dengan program',
  classMismatch: 'Kelas tidak sesuai dengan program',
  subjectNotOffered: 'Mata pelajaran tidak tersedia untuk program ini',
  subjectDuplicate: 'Mata pelajaran tidak boleh dipilih dua kali',
  singleSubject: 'Program ini hanya bisa memilih satu mata pelajaran',
  addressMismatch: 'Provinsi, Kab/Kota dan kecamatan tidak sesuai',
  ownReferralCode: 'Kode referral milik Anda sendiri tidak bisa digunakan',
  idempotencyReused: 'Kunci pemesanan ini sudah dipakai untuk data pesanan yang berbeda, silakan muat ulang halaman',
} as const;
