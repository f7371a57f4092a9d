import type { GeneratedScheduleAnswer, LearningSystem, TeacherGenderPreference } from '@tutor/contract';
import type { ChosenSubject, ScheduleSlot } from '@tutor/rules';

/** Option ids as the server's select lists give them (SelectOption.value). */
export type OptionId = number | string;

export const WIZARD_STEP_COUNT = 4;
export type WizardStep = 1 | 2 | 3 | 4;

/** The address typed in step 3 when the profile's address is not used. */
export interface ManualAddress {
  provinsi: OptionId | null;
  kota: OptionId | null;
  kecamatan: OptionId | null;
  alamat: string;
}

/** A referral or discount code the server accepted, with the message it gave. */
export interface AcceptedReferral {
  kode: string;
  message: string;
}

/**
 * The order draft. Only ids and the student's own input are kept; labels and prices stay
 * in the RTK Query cache. The generated schedule is kept because the student edits it (a meeting's
 * subject can be reassigned), so it is input from then on.
 */
export interface OrderWizardState {
  step: WizardStep;
  paket: number | null;
  sistemPembelajaran: LearningSystem;
  jumlahSiswa: number;
  jenjang: OptionId | null;
  kurikulum: OptionId | null;
  kelas: OptionId | null;
  /** meetings per subject; for a level without subjects, the level's name with every meeting */
  subjects: ChosenSubject[];
  slots: ScheduleSlot[];
  /** YYYY-MM-DD, '' until chosen */
  tanggalMulai: string;
  jadwal: GeneratedScheduleAnswer['data'] | null;
  libur: GeneratedScheduleAnswer['libur'];
  useProfileAddress: boolean;
  address: ManualAddress;
  jenisKelaminGuru: TeacherGenderPreference;
  catatanGuru: string;
  referral: AcceptedReferral | null;
  /** the teacher chosen on a teacher profile (?guru=<id>), told to the admin in catatan_guru */
  guruPilihan: string | null;
  /** made once per draft: the same key again makes no second order (retry, double click, reload) */
  idempotencyKey: string;
}

export const EMPTY_ADDRESS: ManualAddress = { provinsi: null, kota: null, kecamatan: null, alamat: '' };
