import type { Ref } from 'react';
import type { TeacherGenderPreference } from '@tutor/contract';
import { TEACHER_NOTE_MAX } from '@tutor/rules';
import { Field } from '@tutor/ui/Field';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { teacherGenderChosen, teacherNoteChanged } from '../../state/wizardSlice';
import { teacherNotePrefix } from '../payload';
import { ReferralCodeField } from './ReferralCodeField';

const GENDERS: ReadonlyArray<{ value: TeacherGenderPreference; label: string }> = [
  { value: 'bebas', label: 'Bebas' },
  { value: 'perempuan', label: 'Perempuan' },
  { value: 'laki-laki', label: 'Laki-laki' },
];

interface StepFourProps {
  error?: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 4, Informasi Tambahan: the teacher's gender, a note for the teacher and a referral code. */
export function StepFourExtra({ error, headingRef }: StepFourProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  // the chosen teacher's line goes first in the note, so the note itself gets what is left
  const noteLimit = TEACHER_NOTE_MAX - teacherNotePrefix(draft.guruPilihan).length;

  return (
    <section className="wizard-step" aria-labelledby="wizard-step-4-title">
      <h2 id="wizard-step-4-title" ref={headingRef} tabIndex={-1} className="wizard-step-title">
        Informasi Tambahan
      </h2>
      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">Jenis kelamin guru</legend>
        <div className="wizard-radios">
          {GENDERS.map((gender) => (
            <label key={gender.value} className="wizard-radio">
              <input
                type="radio"
                name="wizard-jenis-kelamin-guru"
                value={gender.value}
                checked={draft.jenisKelaminGuru === gender.value}
                onChange={() => dispatch(teacherGenderChosen(gender.value))}
              />
              {gender.label}
            </label>
          ))}
        </div>
      </fieldset>
      {draft.guruPilihan && (
        <p className="wizard-muted">
          Guru pilihan Anda (#{draft.guruPilihan}) ikut dicatat untuk admin bersama catatan di bawah ini.
        </p>
      )}
      <Field
        label="Catatan untuk guru"
        hint="Misalnya materi yang sedang dipelajari di sekolah atau kebutuhan khusus siswa."
      >
        {({ inputId, describedBy }) => (
          <textarea
            id={inputId}
            className="ui-input wizard-textarea"
            rows={4}
            maxLength={noteLimit}
            value={draft.catatanGuru}
            aria-describedby={describedBy}
            onChange={(event) => dispatch(teacherNoteChanged(event.target.value))}
          />
        )}
      </Field>
      <ReferralCodeField />
      {error && (
        <p className="wizard-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
