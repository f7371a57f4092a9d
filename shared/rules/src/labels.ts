/**
 * Every code a user may see (gender, class, status, learning system) in words, once, for the server
 * and every app: a page never shows "P", "VIII" or "menunggu_verifikasi" as it is stored.
 */
import type {
  AccountStatus,
  ApplicationStatus,
  CommissionState,
  LearningSystem,
  OrderStatus,
  PayoutStatus,
  TeacherGenderPreference,
} from '@tutor/contract';
import { APPLICATION_STATUS_LABELS } from './lifecycle';
import { ONBOARDING_STATUS_LABELS } from './onboarding';
import { ORDER_STATUS_LABELS } from './orders';

/** The kinds of code, each with the codes it has. */
export interface CodeKinds {
  /** the teacher the student asks for */
  preferensiGuru: TeacherGenderPreference;
  /** a person's gender */
  jenisKelamin: 'L' | 'P';
  sistem: LearningSystem;
  statusPesanan: OrderStatus;
  statusLamaran: ApplicationStatus;
  statusAkun: AccountStatus;
  statusKomisi: CommissionState;
  statusPencairan: PayoutStatus;
}

const LABELS: { readonly [K in keyof CodeKinds]: Readonly<Record<CodeKinds[K], string>> } = {
  preferensiGuru: {
    bebas: 'Bebas (guru laki-laki atau perempuan)',
    perempuan: 'Guru perempuan',
    'laki-laki': 'Guru laki-laki',
  },
  jenisKelamin: { L: 'Laki-laki', P: 'Perempuan' },
  // the product's own words for the two systems
  sistem: { Online: 'Online', Offline: 'Offline' },
  statusPesanan: ORDER_STATUS_LABELS,
  statusLamaran: APPLICATION_STATUS_LABELS,
  statusAkun: { aktif: 'Aktif', ...ONBOARDING_STATUS_LABELS },
  statusKomisi: {
    tertunda: 'Tertunda',
    dapat_diklaim: 'Dapat diklaim',
    diminta: 'Diminta',
    dibayar: 'Dibayar',
    dibatalkan: 'Dibatalkan',
  },
  statusPencairan: { diminta: 'Diminta', dibayar: 'Dibayar' },
};

/** labelOf('preferensiGuru', 'perempuan') → "Guru perempuan"; labelOf('statusPesanan', 'aktif') → "Aktif". */
export function labelOf<K extends keyof CodeKinds>(kind: K, code: CodeKinds[K]): string {
  const labels: Readonly<Record<CodeKinds[K], string>> = LABELS[kind];
  return labels[code];
}

const ROMAN_CLASSES = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];

/** A class code in digits: "IV" → "4" (SD's classes are stored as Roman numerals), "8" → "8", "1-2" → "1-2". */
export function classDigits(kelas: string): string {
  const roman = ROMAN_CLASSES.indexOf(kelas.trim().toUpperCase());
  return roman >= 0 ? String(roman + 1) : kelas.trim();
}

/** "IV" → "Kelas 4"; with its level, "8", "SMP" → "Kelas 8 SMP". One style for every level. */
export function classLabel(kelas: string, jenjang?: string): string {
  const digits = `Kelas ${classDigits(kelas)}`;
  return jenjang ? `${digits} ${jenjang}` : digits;
}
