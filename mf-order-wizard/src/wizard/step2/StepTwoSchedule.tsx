import type { Ref } from 'react';
import { useClock } from '@tutor/api';
import { formatDateId, jakartaDateOf } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { startDateChosen } from '../../state/wizardSlice';
import { ScheduleCalendar } from './ScheduleCalendar';
import { SlotList } from './SlotList';
import { TimeSlotForm } from './TimeSlotForm';
import type { ScheduleApply } from './useScheduleApply';

interface StepTwoProps {
  /** shared with Selanjutnya, which applies the schedule itself when it has not been applied */
  schedule: ScheduleApply;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 2, Waktu Les: weekly slots, the start date, Terapkan Jadwal and the resulting calendar. */
export function StepTwoSchedule({ schedule, headingRef }: StepTwoProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const today = jakartaDateOf(useClock()());

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
        <Button onClick={() => void schedule.apply()} busy={schedule.applying} className="wizard-apply">
          {schedule.applying ? 'Menerapkan...' : 'Terapkan Jadwal'}
        </Button>
      )}
      {schedule.problem && (
        <p className="wizard-error" role="alert">
          {schedule.problem}
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
