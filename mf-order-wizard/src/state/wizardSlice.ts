import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@tutor/api';
import type { LearningSystem } from '@tutor/contract';
import { MAX_STUDENTS, MIN_STUDENTS } from '@tutor/rules';

/** Option ids as the server's select lists give them (SelectOption.value). */
export type OptionId = number | string;

export const WIZARD_STEP_COUNT = 4;
export type WizardStep = 1 | 2 | 3 | 4;

export { MAX_STUDENTS, MIN_STUDENTS };

/**
 * The order draft (SPEC §3) as far as this issue builds it: step 1's choices. Only ids are kept;
 * labels and prices stay in the RTK Query cache, which is the one owner of server data.
 */
export interface OrderWizardState {
  step: WizardStep;
  paket: number | null;
  sistemPembelajaran: LearningSystem;
  jumlahSiswa: number;
  jenjang: OptionId | null;
  kurikulum: OptionId | null;
  kelas: OptionId | null;
}

declare module '@tutor/api' {
  interface LazyLoadedSlices {
    orderWizard: OrderWizardState;
  }
}

export const initialDraft: OrderWizardState = {
  step: 1,
  paket: null,
  sistemPembelajaran: 'Offline',
  jumlahSiswa: MIN_STUDENTS,
  jenjang: null,
  kurikulum: null,
  kelas: null,
};

function clearLevel(draft: OrderWizardState): void {
  draft.jenjang = null;
  draft.kurikulum = null;
  draft.kelas = null;
}

export const orderWizardSlice = createSlice({
  name: 'orderWizard',
  initialState: initialDraft,
  reducers: {
    /** SPEC §4: changing the package resets level, curriculum and class. */
    packageChosen(draft, action: PayloadAction<number>) {
      if (draft.paket === action.payload) return;
      draft.paket = action.payload;
      clearLevel(draft);
    },
    /** The first package (or the one from the link) before the user picks: nothing to reset. */
    packageDefaulted(draft, action: PayloadAction<number>) {
      if (draft.paket === null) draft.paket = action.payload;
    },
    learningSystemChosen(draft, action: PayloadAction<LearningSystem>) {
      draft.sistemPembelajaran = action.payload;
    },
    /** The chosen level cannot be taught in the chosen system (an online-only program, Offline). */
    levelCleared(draft) {
      clearLevel(draft);
    },
    studentCountChosen(draft, action: PayloadAction<number>) {
      draft.jumlahSiswa = Math.min(MAX_STUDENTS, Math.max(MIN_STUDENTS, Math.round(action.payload)));
    },
    /** SPEC §4: a new level clears curriculum and class; their first options are set once loaded. */
    levelChosen(draft, action: PayloadAction<OptionId>) {
      if (draft.jenjang === action.payload) return;
      draft.jenjang = action.payload;
      draft.kurikulum = null;
      draft.kelas = null;
    },
    /** A level from a link (?jenjang=): the order starts again at step 1 with that level. */
    levelPreselected(draft, action: PayloadAction<OptionId>) {
      draft.step = 1;
      draft.jenjang = action.payload;
      draft.kurikulum = null;
      draft.kelas = null;
    },
    curriculumChosen(draft, action: PayloadAction<OptionId>) {
      draft.kurikulum = action.payload;
    },
    classChosen(draft, action: PayloadAction<OptionId>) {
      draft.kelas = action.payload;
    },
    nextStep(draft) {
      if (draft.step < WIZARD_STEP_COUNT) draft.step = (draft.step + 1) as WizardStep;
    },
    previousStep(draft) {
      if (draft.step > 1) draft.step = (draft.step - 1) as WizardStep;
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
  nextStep,
  previousStep,
} = orderWizardSlice.actions;

/**
 * Injected into the shared root reducer when this remote loads: the shell's store picks it up
 * without knowing the wizard exists.
 */
const reducerWithWizard = rootReducer.inject(orderWizardSlice);

/** The draft; before the first wizard action it reads as the initial draft. */
export const selectDraft = reducerWithWizard.selector((state) => state.orderWizard);
