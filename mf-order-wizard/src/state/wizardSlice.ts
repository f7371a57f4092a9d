import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@tutor/api';
import { MAX_STUDENTS, MIN_STUDENTS } from '@tutor/rules';
import { EMPTY_ADDRESS, WIZARD_STEP_COUNT, type OrderWizardState, type WizardStep } from './draftTypes';
import { loadDraft } from './draftStorage';
import { newIdempotencyKey } from './idempotencyKey';
import { laterStepReducers } from './laterStepReducers';
import { stepOneReducers } from './stepOneReducers';

export type { OptionId, OrderWizardState, WizardStep, ManualAddress, AcceptedReferral } from './draftTypes';
export { WIZARD_STEP_COUNT } from './draftTypes';
export { MAX_STUDENTS, MIN_STUDENTS };

declare module '@tutor/api' {
  interface LazyLoadedSlices {
    orderWizard: OrderWizardState;
  }
}

/** A new, empty draft with its own Idempotency-Key. */
export function freshDraft(): OrderWizardState {
  return {
    step: 1,
    paket: null,
    sistemPembelajaran: 'Offline',
    jumlahSiswa: MIN_STUDENTS,
    jenjang: null,
    kurikulum: null,
    kelas: null,
    subjects: [],
    slots: [],
    tanggalMulai: '',
    jadwal: null,
    libur: [],
    useProfileAddress: true,
    address: { ...EMPTY_ADDRESS },
    jenisKelaminGuru: 'bebas',
    catatanGuru: '',
    referral: null,
    guruPilihan: null,
    idempotencyKey: newIdempotencyKey(),
  };
}

export const orderWizardSlice = createSlice({
  name: 'orderWizard',
  // A function: each store (and a reload of the page) starts from the draft saved in this tab.
  initialState: () => loadDraft() ?? freshDraft(),
  reducers: {
    ...stepOneReducers,
    ...laterStepReducers,
    nextStep(draft) {
      if (draft.step < WIZARD_STEP_COUNT) draft.step = (draft.step + 1) as WizardStep;
    },
    previousStep(draft) {
      if (draft.step > 1) draft.step = (draft.step - 1) as WizardStep;
    },
    /** The order exists: the next order starts from an empty draft with a new key. */
    orderPlaced() {
      return freshDraft();
    },
  },
});

export const {
  packageChosen,
  packageDefaulted,
  learningSystemChosen,
  studentCountChosen,
  levelChosen,
  levelCleared,
  levelPreselected,
  curriculumChosen,
  classChosen,
  subjectNamesChosen,
  subjectsReplaced,
  meetingCountChanged,
  slotAdded,
  slotRemoved,
  startDateChosen,
  scheduleApplied,
  meetingReassigned,
  profileAddressToggled,
  provinceChosen,
  cityChosen,
  districtChosen,
  addressTextChanged,
  teacherGenderChosen,
  teacherNoteChanged,
  referralAccepted,
  referralRemoved,
  teacherLinked,
  nextStep,
  previousStep,
  orderPlaced,
} = orderWizardSlice.actions;

/**
 * Injected into the shared root reducer when this remote loads: the shell's store picks it up
 * without knowing the wizard exists.
 */
const reducerWithWizard = rootReducer.inject(orderWizardSlice);

/** The draft; before the first wizard action it reads as the initial draft. */
export const selectDraft = reducerWithWizard.selector((state) => state.orderWizard);
