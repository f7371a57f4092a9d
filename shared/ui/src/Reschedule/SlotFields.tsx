import './ReschedulePanel.css';
import { LESSON_HOURS, LESSON_MINUTE_TEXTS } from '@tutor/rules';
import { Field } from '../Field';

interface SlotFieldsProps {
  today: string;
  tanggal: string;
  onTanggal: (value: string) => void;
  jam: { hour: string; minute: string };
  onJam: (value: { hour: string; minute: string }) => void;
}

/** A new date (not before today) and a lesson time (06-22 in 15-minute steps), labelled. */
export function SlotFields({ today, tanggal, onTanggal, jam, onJam }: SlotFieldsProps) {
  return (
    <div className="ui-reschedule__slot">
      <Field label="Tanggal baru">
        {({ inputId, describedBy }) => (
          <input
            id={inputId}
            aria-describedby={describedBy}
            className="ui-input"
            type="date"
            min={today}
            value={tanggal}
            onChange={(event) => onTanggal(event.target.value)}
          />
        )}
      </Field>
      <Field label="Jam">
        {({ inputId }) => (
          <select
            id={inputId}
            className="ui-input"
            value={jam.hour}
            onChange={(event) => onJam({ ...jam, hour: event.target.value })}
          >
            <option value="">Pilih jam</option>
            {LESSON_HOURS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Menit">
        {({ inputId }) => (
          <select
            id={inputId}
            className="ui-input"
            value={jam.minute}
            onChange={(event) => onJam({ ...jam, minute: event.target.value })}
          >
            {LESSON_MINUTE_TEXTS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
