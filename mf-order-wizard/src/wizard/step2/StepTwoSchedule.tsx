import { useState, type Ref } from 'react';
import { errorMessageOf, useClock } from '@tutor/api';
import { formatDateId, jakartaDateOf, ORDER_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { useGenerateOrderScheduleMutation } from '../../api/orderEndpoints';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { scheduleApplied, startDateChosen } from '../../state/wizardSlice';
import { ScheduleCalendar } from './ScheduleCalendar';
import { SlotList } from './SlotList';
import { TimeSlotForm } from './TimeSlotForm';

export const START_DATE_REQUIRED_MESSAGE = 'Silahkan pilih tanggal mulai les';

interface StepTwoProps {
  error?: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 2, Waktu Les: weekly slots, the start date, Terapkan Jadwal and the resulting calendar. */
export function StepTwoSchedule({ error, headingRef }: StepTwoProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const [generate, { isLoading }] = useGenerateOrderScheduleMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const today = jakartaDateOf(useClock()());

  const apply = async () => {
    if (draft.tanggalMulai === '') return setProblem(START_DATE_REQUIRED_MESSAGE);
    if (draft.tanggalMulai < today) return setProblem(ORDER_MESSAGES.startDateInPast);
    if (draft.paket === null) return;
    setProblem(null);
    try {
      const answer = await generate({
        paket: draft.paket,
        tanggal_mulai_les: draft.tanggalMulai,
        waktu: draft.slots.map((slot) => `${slot.hari} ${slot.jam}`),
        subject: draft.subjects,
      }).unwrap();
      dispatch(scheduleApplied(answer));
    } catch (failure) {
      setProblem(errorMessageOf(failure));
    }
  };

  return (
    <section className="wizard-step" aria-labelledby="wizard-step-2-title">
      <h2 id="wizard-step-2-title" ref={headingRef} tabIndex={-1} className="wizard-step-title">
        Waktu Les
      </h2>
      <TimeSlotForm />
      <SlotList />
      <Field
        label="Tanggal Mulai Les"
        hint="Pendaftaran paling lambat 2 hari sebelum tanggal mulai les."
        className="wizard-start-date"
      >
        {({ inputId, describedBy }) => (
          <input
            id={inputId}
            className="ui-input"
            type="date"
            min={today}
            value={draft.tanggalMulai}
            aria-describedby={describedBy}
            onChange={(event) => dispatch(startDateChosen(event.target.value))}
          />
        )}
      </Field>
      {draft.slots.length > 0 && (
        <Button onClick={apply} busy={isLoading} className="wizard-apply">
          {isLoading ? 'Menerapkan...' : 'Terapkan Jadwal'}
        </Button>
      )}
      {(problem ?? error) && (
        <p className="wizard-error" role="alert">
          {problem ?? error}
        </p>
      )}
      {draft.jadwal && draft.jadwal.length > 0 && <ScheduleCalendar meetings={draft.jadwal} />}
      {draft.jadwal && draft.libur.length > 0 && (
        <p className="wizard-holidays">
          Tanggal berikut libur nasional dan dilewati:{' '}
          {draft.libur.map((day) => `${formatDateId(day.tanggal)} (${day.nama})`).join(', ')}
        </p>
      )}
    </section>
  );
}
