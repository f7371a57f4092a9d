import { WIZARD_MESSAGES } from '@tutor/rules';
import type { OrderWizardState } from '../state/wizardSlice';

/** SPEC §5, word for word (from the rules library). */
export const LEVEL_REQUIRED_MESSAGE = WIZARD_MESSAGES.levelRequired;
/** Only reachable when the package list could not load, so no package could be defaulted. */
export const PACKAGE_REQUIRED_MESSAGE = 'Silahkan pilih paket terlebih dahulu';

export interface StepOneErrors {
  level?: string;
  package?: string;
}

/**
 * Step 1 → 2 checks built in this issue. The subject rules of SPEC §5 ('Anda wajib memilih Mata
 * Pelajaran', the meeting total) arrive with the subject picker in the wizard's own issue.
 */
export function validateStepOne(draft: Pick<OrderWizardState, 'jenjang' | 'paket'>): StepOneErrors | null {
  const errors: StepOneErrors = {};
  if (draft.jenjang === null) errors.level = LEVEL_REQUIRED_MESSAGE;
  if (draft.paket === null) errors.package = PACKAGE_REQUIRED_MESSAGE;
  return errors.level || errors.package ? errors : null;
}
