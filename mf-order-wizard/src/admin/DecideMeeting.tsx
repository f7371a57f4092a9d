import { useId, useState, type FormEvent } from 'react';
import { useClock, useDecideMeetingMutation } from '@tutor/api';
import type { Meeting } from '@tutor/contract';
import { jakartaDateOf, LESSON_HOURS, LESSON_MINUTE_TEXTS, newMeetingSlotProblem } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { problemText } from '../common/problemText';

type Verdict = 'terlaksana' | 'tidak';

/**
 * Putuskan on a disputed meeting: held (→ selesai), or not held (→ terjadwal at a new date and time,
 * checked like the wizard's slots; the server checks holidays and the teacher's other meetings).
 */
export function DecideMeeting({ meeting }: { meeting: Meeting }) {
  const today = jakartaDateOf(useClock()());
  const name = useId();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [tanggal, setTanggal] = useState('');
  const [hour, setHour] = useState('');
  const [minute, setMinute] = useState('00');
  const [problem, setProblem] = useState<string | null>(null);
  const [decide, decision] = useDecideMeetingMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!verdict) return setProblem('Pilih keputusan: terlaksana atau tidak terlaksana');
    const jam = hour === '' ? '' : `${hour}:${minute}`;
    const slotProblem = verdict === 'tidak' ? newMeetingSlotProblem(tanggal, jam, today) : null;
    if (slotProblem) return setProblem(slotProblem);
    setProblem(null);
    try {
      await decide(verdict === 'terlaksana' ? { id: meeting.id, terlaksana: true } : { id: meeting.id, terlaksana: false, tanggal, jam }).unwrap();
    } catch (error) {
      setProblem(problemText(error));
    }
  };

  return (
    <form className="lessons-form" onSubmit={(event) => void submit(event)} noValidate aria-label={`Putuskan pertemuan ${meeting.nomor}`}>
      <fieldset className="lessons-choice">
        <legend>Keputusan</legend>
        <label>
          <input type="radio" name={name} checked={verdict === 'terlaksana'} onChange={() => setVerdict('terlaksana')} /> Terlaksana (selesai)
        </label>
        <label>
          <input type="radio" name={name} checked={verdict === 'tidak'} onChange={() => setVerdict('tidak')} /> Tidak terlaksana, jadwalkan ulang
        </label>
      </fieldset>
      {verdict === 'tidak' && (
        <div className="lessons-slot">
          <Field label="Tanggal baru">
            {({ inputId, describedBy }) => (
              <input id={inputId} aria-describedby={describedBy} className="ui-input" type="date" min={today} value={tanggal} onChange={(event) => setTanggal(event.target.value)} />
            )}
          </Field>
          <Field label="Jam">
            {({ inputId }) => (
              <select id={inputId} className="ui-input" value={hour} onChange={(event) => setHour(event.target.value)}>
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
              <select id={inputId} className="ui-input" value={minute} onChange={(event) => setMinute(event.target.value)}>
                {LESSON_MINUTE_TEXTS.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
      {problem && (
        <p role="alert" className="lessons-problem">
          {problem}
        </p>
      )}
      <div className="lessons-actions">
        <Button type="submit" busy={decision.isLoading}>
          {decision.isLoading ? 'Menyimpan...' : 'Putuskan'}
        </Button>
      </div>
    </form>
  );
}
