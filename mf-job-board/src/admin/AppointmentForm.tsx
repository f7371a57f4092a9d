import { useState, type FormEvent } from 'react';
import { appointmentProblem, microTeachingProblem, ONBOARDING_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { useScheduleInterviewMutation, useScheduleMicroTeachingMutation } from '../api/onboardingApi';
import { ActionMessage, useAdminAction } from './useAdminAction';

type Values = Record<'tanggal' | 'jam' | 'tempat' | 'jenjang' | 'mapel' | 'penilai', string>;
const EMPTY: Values = { tanggal: '', jam: '', tempat: '', jenjang: '', mapel: '', penilai: '' };
// "today" is the server's: it refuses a past date; here only the other rules are checked before sending
const ANY_DAY = '';

function TextField({
  label,
  value,
  onChange,
  type = 'text',
  hint,
  maxLength = 100,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  hint?: string;
  maxLength?: number;
}) {
  return (
    <Field label={label} hint={hint}>
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          className="ui-input"
          type={type}
          value={value}
          maxLength={maxLength}
          aria-describedby={describedBy}
          required
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

/** Schedules the interview (date, time WIB, place or video link) or the micro teaching (plus level, subject and assessor). */
export function AppointmentForm({ teacherId, kind }: { teacherId: number; kind: 'wawancara' | 'micro_teaching' }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [interview, interviewState] = useScheduleInterviewMutation();
  const [micro, microState] = useScheduleMicroTeachingMutation();
  const { message, setMessage, run } = useAdminAction();
  const set = (key: keyof Values) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  const isMicroTeaching = kind === 'micro_teaching';
  const busy = interviewState.isLoading || microState.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...values, tanggal: values.tanggal.trim() };
    const problem =
      fields.tanggal === ''
        ? ONBOARDING_MESSAGES.dateInvalid
        : isMicroTeaching
          ? microTeachingProblem(fields, ANY_DAY)
          : appointmentProblem(fields, ANY_DAY);
    if (problem) return setMessage({ ok: false, text: problem });
    if (isMicroTeaching) await run(() => micro({ id: teacherId, ...fields }).unwrap(), 'Micro teaching dijadwalkan');
    else
      await run(
        () => interview({ id: teacherId, tanggal: fields.tanggal, jam: fields.jam, tempat: fields.tempat }).unwrap(),
        'Wawancara dijadwalkan',
      );
  };

  return (
    <form
      className="jobs-admin__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={isMicroTeaching ? 'Jadwalkan micro teaching' : 'Jadwalkan wawancara'}
    >
      <div className="jobs-admin__form-row">
        <TextField label="Tanggal" type="date" value={values.tanggal} onChange={set('tanggal')} maxLength={10} />
        <TextField
          label="Jam (WIB)"
          type="time"
          value={values.jam}
          onChange={set('jam')}
          hint="Antara 06:00 dan 21:00"
          maxLength={5}
        />
      </div>
      <TextField
        label="Tempat atau tautan video"
        value={values.tempat}
        onChange={set('tempat')}
        hint="Alamat kantor, atau tautan Google Meet/Zoom"
        maxLength={300}
      />
      {isMicroTeaching && (
        <>
          <div className="jobs-admin__form-row">
            <TextField label="Jenjang yang diajarkan" value={values.jenjang} onChange={set('jenjang')} />
            <TextField label="Mata pelajaran" value={values.mapel} onChange={set('mapel')} />
          </div>
          <TextField label="Penilai" value={values.penilai} onChange={set('penilai')} />
        </>
      )}
      <ActionMessage message={message} />
      <Button type="submit" busy={busy}>
        {busy ? 'Menyimpan...' : isMicroTeaching ? 'Jadwalkan micro teaching' : 'Jadwalkan wawancara'}
      </Button>
    </form>
  );
}
