import { useState } from 'react';
import { errorMessageOf, useClock } from '@tutor/api';
import { jakartaDateOf, ORDER_MESSAGES } from '@tutor/rules';
import { useGenerateOrderScheduleMutation } from '../../api/orderEndpoints';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { scheduleApplied } from '../../state/wizardSlice';

export const SLOT_REQUIRED_MESSAGE = 'Silakan tambahkan minimal satu hari dan jam les';
export const START_DATE_REQUIRED_MESSAGE = 'Silakan pilih tanggal mulai les';

export interface ScheduleApply {
  /** Generates the schedule from the weekly slots and the start date; true once it is in the draft. */
  apply: () => Promise<boolean>;
  applying: boolean;
  /** what is missing, or the server's refusal, for step 2 to show */
  problem: string | null;
}

/**
 * The one way a schedule is made, shared by Terapkan Jadwal and Selanjutnya: the chosen days and
 * start date are enough to go on, and both go through the server's schedule generation.
 */
export function useScheduleApply(): ScheduleApply {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const [generate, { isLoading }] = useGenerateOrderScheduleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const today = jakartaDateOf(useClock()());

  const missingInput = (): string | null => {
    if (draft.slots.length === 0) return SLOT_REQUIRED_MESSAGE;
    if (draft.tanggalMulai === '') return START_DATE_REQUIRED_MESSAGE;
    if (draft.tanggalMulai < today) return ORDER_MESSAGES.startDateInPast;
    return null;
  };

  const apply = async (): Promise<boolean> => {
    const missing = missingInput();
    setProblem(missing);
    // No package only when the package list failed to load; step 1 already refused to go on then.
    if (missing || draft.paket === null) return false;
    try {
      const answer = await generate({
        paket: draft.paket,
        tanggal_mulai_les: draft.tanggalMulai,
        waktu: draft.slots.map((slot) => `${slot.hari} ${slot.jam}`),
        subject: draft.subjects,
      }).unwrap();
      dispatch(scheduleApplied(answer));
      return true;
    } catch (failure) {
      setProblem(errorMessageOf(failure));
      return false;
    }
  };

  return { apply, applying: isLoading, problem };
}
