import type { PayloadAction } from '@reduxjs/toolkit';
import type { LearningSystem } from '@tutor/contract';
import { MAX_STUDENTS, MIN_STUDENTS, splitMeetings, type ChosenSubject } from '@tutor/rules';
import type { OptionId, OrderWizardState } from './draftTypes';

/** The schedule was generated for other choices: it must be applied again. */
export function clearSchedule(draft: OrderWizardState): void {
  draft.jadwal = null;
  draft.libur = [];
}

/** A new level resets what depends on it: curriculum, class, subjects, start date, schedule. */
function resetLevelChoices(draft: OrderWizardState): void {
  draft.kurikulum = null;
  draft.kelas = null;
  draft.subjects = [];
  draft.tanggalMulai = '';
  clearSchedule(draft);
}

function clearLevel(draft: OrderWizardState): void {
  draft.jenjang = null;
  resetLevelChoices(draft);
}

const sameSubjects = (a: readonly ChosenSubject[], b: readonly ChosenSubject[]) =>
  a.length === b.length &&
  a.every(
    (subject, index) => subject.mata_pelajaran === b[index]?.mata_pelajaran && subject.jumlah === b[index]?.jumlah,
  );

/** Step 1 (Paket dan Program). */
export const stepOneReducers = {
  /** Changing the package resets level, curriculum, class and subjects. */
  packageChosen(draft: OrderWizardState, action: PayloadAction<number>) {
    if (draft.paket === action.payload) return;
    draft.paket = action.payload;
    clearLevel(draft);
  },
  /** The first package (or the one from the link) before the user picks: nothing to reset. */
  packageDefaulted(draft: OrderWizardState, action: PayloadAction<number>) {
    if (draft.paket === null) draft.paket = action.payload;
  },
  learningSystemChosen(draft: OrderWizardState, action: PayloadAction<LearningSystem>) {
    draft.sistemPembelajaran = action.payload;
  },
  /** The chosen level cannot be taught in the chosen system (an online-only program, Offline). */
  levelCleared(draft: OrderWizardState) {
    clearLevel(draft);
  },
  studentCountChosen(draft: OrderWizardState, action: PayloadAction<number>) {
    draft.jumlahSiswa = Math.min(MAX_STUDENTS, Math.max(MIN_STUDENTS, Math.round(action.payload)));
  },
  /** A new level clears curriculum and class (their first options are set once loaded). */
  levelChosen(draft: OrderWizardState, action: PayloadAction<OptionId>) {
    if (draft.jenjang === action.payload) return;
    draft.jenjang = action.payload;
    resetLevelChoices(draft);
  },
  /**
   * A level from a link (?jenjang=): the order starts again at step 1 with that level. A program
   * taught online only (Olimpiade/OSN) switches the order to Online, the only system that offers it.
   */
  levelPreselected(draft: OrderWizardState, action: PayloadAction<{ value: OptionId; onlineOnly: boolean }>) {
    draft.step = 1;
    draft.jenjang = action.payload.value;
    if (action.payload.onlineOnly) draft.sistemPembelajaran = 'Online';
    resetLevelChoices(draft);
  },
  curriculumChosen(draft: OrderWizardState, action: PayloadAction<OptionId>) {
    draft.kurikulum = action.payload;
  },
  classChosen(draft: OrderWizardState, action: PayloadAction<OptionId>) {
    draft.kelas = action.payload;
  },
  /** Multi-select: the chosen names, the package's meetings split evenly over them. */
  subjectNamesChosen(draft: OrderWizardState, action: PayloadAction<{ names: string[]; meetings: number }>) {
    const { names, meetings } = action.payload;
    const counts = splitMeetings(meetings, names.length);
    const next = names.map((name, index) => ({ mata_pelajaran: name, jumlah: counts[index] ?? 0 }));
    if (sameSubjects(draft.subjects, next)) return;
    draft.subjects = next;
    clearSchedule(draft);
  },
  /** One subject (single, free text, or the level itself) with every meeting; [] when none. */
  subjectsReplaced(draft: OrderWizardState, action: PayloadAction<ChosenSubject[]>) {
    if (sameSubjects(draft.subjects, action.payload)) return;
    draft.subjects = action.payload;
    clearSchedule(draft);
  },
  /** SMP, SMA, SMK: the student sets a subject's meetings; the schedule must be applied again. */
  meetingCountChanged(draft: OrderWizardState, action: PayloadAction<{ index: number; jumlah: number }>) {
    const subject = draft.subjects[action.payload.index];
    if (!subject || subject.jumlah === action.payload.jumlah) return;
    subject.jumlah = action.payload.jumlah;
    clearSchedule(draft);
  },
};
