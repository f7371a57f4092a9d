import type { PayloadAction } from '@reduxjs/toolkit';
import type { GeneratedScheduleAnswer, TeacherGenderPreference } from '@tutor/contract';
import { SUBJECT_COLORS, type ScheduleSlot } from '@tutor/rules';
import { EMPTY_ADDRESS, type AcceptedReferral, type OptionId, type OrderWizardState } from './draftTypes';
import { clearSchedule } from './stepOneReducers';

/** Steps 2 to 4 (Waktu Les, Lokasi, Informasi Tambahan). */
export const laterStepReducers = {
  slotAdded(draft: OrderWizardState, action: PayloadAction<ScheduleSlot>) {
    if (draft.slots.some((slot) => slot.hari === action.payload.hari)) return;
    draft.slots.push(action.payload);
    clearSchedule(draft);
  },
  slotRemoved(draft: OrderWizardState, action: PayloadAction<ScheduleSlot['hari']>) {
    draft.slots = draft.slots.filter((slot) => slot.hari !== action.payload);
    clearSchedule(draft);
  },
  startDateChosen(draft: OrderWizardState, action: PayloadAction<string>) {
    if (draft.tanggalMulai === action.payload) return;
    draft.tanggalMulai = action.payload;
    clearSchedule(draft);
  },
  scheduleApplied(draft: OrderWizardState, action: PayloadAction<GeneratedScheduleAnswer>) {
    draft.jadwal = action.payload.data;
    draft.libur = action.payload.libur;
  },
  /**
   * One meeting gets another subject. The server checks that the schedule holds each subject as
   * many times as step 1 says, so step 1's counts follow the schedule (the schedule stays).
   * A subject must keep at least one meeting: the caller refuses that reassignment.
   */
  meetingReassigned(draft: OrderWizardState, action: PayloadAction<{ iterasi: number; mata_pelajaran: string }>) {
    const meeting = draft.jadwal?.find((item) => item.iterasi === action.payload.iterasi);
    const subjectIndex = draft.subjects.findIndex(
      (subject) => subject.mata_pelajaran === action.payload.mata_pelajaran,
    );
    if (!meeting || !draft.jadwal || subjectIndex < 0) return;
    meeting.mata_pelajaran = action.payload.mata_pelajaran;
    meeting.color = SUBJECT_COLORS[subjectIndex % SUBJECT_COLORS.length] ?? meeting.color;
    const jadwal = draft.jadwal;
    draft.subjects.forEach((subject) => {
      subject.jumlah = jadwal.filter((item) => item.mata_pelajaran === subject.mata_pelajaran).length;
    });
  },
  /** Off: an empty address to fill in; on again: the profile's address is used as it is. */
  profileAddressToggled(draft: OrderWizardState, action: PayloadAction<boolean>) {
    draft.useProfileAddress = action.payload;
    draft.address = { ...EMPTY_ADDRESS };
  },
  provinceChosen(draft: OrderWizardState, action: PayloadAction<OptionId>) {
    if (draft.address.provinsi === action.payload) return;
    draft.address.provinsi = action.payload;
    draft.address.kota = null;
    draft.address.kecamatan = null;
  },
  cityChosen(draft: OrderWizardState, action: PayloadAction<OptionId>) {
    if (draft.address.kota === action.payload) return;
    draft.address.kota = action.payload;
    draft.address.kecamatan = null;
  },
  districtChosen(draft: OrderWizardState, action: PayloadAction<OptionId>) {
    draft.address.kecamatan = action.payload;
  },
  addressTextChanged(draft: OrderWizardState, action: PayloadAction<string>) {
    draft.address.alamat = action.payload;
  },
  teacherGenderChosen(draft: OrderWizardState, action: PayloadAction<TeacherGenderPreference>) {
    draft.jenisKelaminGuru = action.payload;
  },
  teacherNoteChanged(draft: OrderWizardState, action: PayloadAction<string>) {
    draft.catatanGuru = action.payload;
  },
  referralAccepted(draft: OrderWizardState, action: PayloadAction<AcceptedReferral>) {
    draft.referral = action.payload;
  },
  referralRemoved(draft: OrderWizardState) {
    draft.referral = null;
  },
  teacherLinked(draft: OrderWizardState, action: PayloadAction<string>) {
    draft.guruPilihan = action.payload;
  },
};
