import { useState } from 'react';
import type { SelectOption } from '@tutor/contract';
import { timeSlotProblem, WEEKDAYS, type Weekday } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Select, optionOf } from '@tutor/ui/Select';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { slotAdded } from '../../state/wizardSlice';

const DAY_OPTIONS: SelectOption[] = WEEKDAYS.map((day) => ({ value: day, label: day }));
/** Lessons start between 06:00 and 22:45, on the quarter hour. */
const HOUR_OPTIONS: SelectOption[] = Array.from({ length: 17 }, (_, index) => {
  const hour = String(index + 6).padStart(2, '0');
  return { value: hour, label: hour };
});
const MINUTE_OPTIONS: SelectOption[] = ['00', '15', '30', '45'].map((minute) => ({ value: minute, label: minute }));

export const SLOT_INCOMPLETE_MESSAGE = 'Silakan pilih hari dan jam les';

/** Adds one weekday and start time (a weekday only once). */
export function TimeSlotForm() {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const [day, setDay] = useState<Weekday | null>(null);
  const [hour, setHour] = useState<string | null>(null);
  const [minute, setMinute] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const add = () => {
    if (!day || !hour) return setProblem(SLOT_INCOMPLETE_MESSAGE);
    const refused = timeSlotProblem(
      draft.slots.map((slot) => slot.hari),
      day,
    );
    if (refused) return setProblem(refused);
    setProblem(null);
    dispatch(slotAdded({ hari: day, jam: `${hour}:${minute ?? '00'}` }));
    setDay(null);
    setHour(null);
    setMinute(null);
  };

  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-legend">Hari dan jam les</legend>
      <div className="wizard-slot-form">
        <Select
          label="Hari"
          placeholder="Pilih Hari"
          options={DAY_OPTIONS}
          value={optionOf(DAY_OPTIONS, day)}
          onChange={(option) => option && setDay(option.value as Weekday)}
        />
        <Select
          label="Jam"
          placeholder="Jam"
          options={HOUR_OPTIONS}
          value={optionOf(HOUR_OPTIONS, hour)}
          onChange={(option) => {
            if (!option) return;
            setHour(String(option.value));
            // the minutes default to 00 once an hour is chosen
            setMinute((current) => current ?? '00');
          }}
        />
        <Select
          label="Menit"
          placeholder="Menit"
          options={MINUTE_OPTIONS}
          value={optionOf(MINUTE_OPTIONS, minute)}
          onChange={(option) => option && setMinute(String(option.value))}
        />
        <Button variant="secondary" className="wizard-slot-form__add" onClick={add}>
          Tambah Waktu
        </Button>
      </div>
      {problem && (
        <p className="wizard-error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
