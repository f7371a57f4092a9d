import type { StudentProfile } from '@tutor/contract';
import { ORDER_MESSAGES, stepOneProblem, WIZARD_MESSAGES } from '@tutor/rules';
import type { OrderWizardState } from '../state/wizardSlice';

/** The product's messages, word for word (from the rules library). */
export const LEVEL_REQUIRED_MESSAGE = WIZARD_MESSAGES.levelRequired;
/** Only reachable when the package list could not load, so no package could be defaulted. */
export const PACKAGE_REQUIRED_MESSAGE = 'Silakan pilih paket terlebih dahulu';

export interface StepErrors {
  level?: string;
  package?: string;
  subjects?: string;
  /** step 2's, 3's or 4's one message */
  step?: string;
}

export interface StepOneContext {
  /** whether the level offers subjects to choose (a level that is its own subject does not) */
  subjectsAvailable: boolean;
  /** the chosen package's meetings, 0 while unknown */
  packageMeetings: number;
}

/** Step 1 → 2: package, level, then the subject rules in the product's order. */
export function validateStepOne(draft: OrderWizardState, context: StepOneContext): StepErrors | null {
  if (draft.paket === null)
    return { package: PACKAGE_REQUIRED_MESSAGE, level: draft.jenjang === null ? LEVEL_REQUIRED_MESSAGE : undefined };
  const problem = stepOneProblem({
    jenjangId: draft.jenjang === null ? null : Number(draft.jenjang),
    subjectsAvailable: context.subjectsAvailable,
    subjects: draft.subjects,
    packageMeetings: context.packageMeetings,
  });
  if (!problem) return null;
  return problem === LEVEL_REQUIRED_MESSAGE ? { level: problem } : { subjects: problem };
}

/**
 * Step 2 → 3 needs an applied schedule (not cleared by a later change); when there is none,
 * Selanjutnya applies it itself from the chosen days and start date.
 */
export function scheduleReady(draft: OrderWizardState): boolean {
  return draft.jadwal !== null && draft.jadwal.length > 0;
}

/** Step 3 → 4: an Offline order needs the profile's address or a complete typed one. */
export function validateStepThree(draft: OrderWizardState, profile: StudentProfile | undefined): StepErrors | null {
  if (draft.sistemPembelajaran === 'Online') return null;
  if (draft.useProfileAddress && profile?.alamat) return null;
  const { provinsi, kota, kecamatan, alamat } = draft.address;
  // Without a profile address the typed one counts, whatever the (disabled) checkbox remembers.
  const complete = provinsi !== null && kota !== null && kecamatan !== null && alamat.trim() !== '';
  return complete ? null : { step: ORDER_MESSAGES.addressRequired };
}
