import { saveDraft } from '../state/draftStorage';
import { freshDraft, type OrderWizardState } from '../state/wizardSlice';
import { SCHEDULE } from './fixtures';

/**
 * A draft that passed steps 1 to 3: Super (4 meetings), SMP, Matematika and Fisika on Mondays,
 * Offline at the profile's address. Tests open the wizard at a later step with it.
 */
export function completedDraft(overrides: Partial<OrderWizardState> = {}): OrderWizardState {
  return {
    ...freshDraft(),
    step: 4,
    paket: 2,
    jenjang: 15,
    kurikulum: 10,
    kelas: 'VII',
    subjects: [
      { mata_pelajaran: 'Matematika', jumlah: 2 },
      { mata_pelajaran: 'Fisika', jumlah: 2 },
    ],
    slots: [{ hari: 'Senin', jam: '16:00' }],
    tanggalMulai: '2026-12-07',
    jadwal: SCHEDULE.data.map((item) => ({ ...item })),
    libur: SCHEDULE.libur,
    idempotencyKey: 'kunci-uji-0001',
    ...overrides,
  };
}

/** Writes the draft where a reload finds it (sessionStorage). */
export function seedDraft(draft: OrderWizardState): void {
  saveDraft(draft);
}
