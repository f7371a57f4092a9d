import type { WizardStep } from '../state/wizardSlice';

/** The wizard's four steps, in order. */
export const WIZARD_STEPS: ReadonlyArray<{ step: WizardStep; name: string }> = [
  { step: 1, name: 'Paket dan Program' },
  { step: 2, name: 'Waktu Les' },
  { step: 3, name: 'Lokasi' },
  { step: 4, name: 'Informasi Tambahan' },
];
