import { useState, type FormEvent } from 'react';
import { useClock } from '@tutor/api';
import type { OnboardingAppointment } from '@tutor/contract';
import { assessmentAllowed, formatDateTimeId, ONBOARDING_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { TextAreaField } from '@tutor/ui/TextAreaField';
import { useRecordAssessmentMutation } from '../api/onboardingApi';
import { ActionMessage, useAdminAction } from './useAdminAction';

const SCORES = [
  { key: 'penguasaan', label: 'Penguasaan materi' },
  { key: 'penyampaian', label: 'Cara menyampaikan' },
  { key: 'sikap', label: 'Sikap' },
] as const;
type ScoreKey = (typeof SCORES)[number]['key'];

export const SCORE_REQUIRED = 'Pilih nilai 1 sampai 5 untuk setiap aspek';

/**
 * Records the micro teaching assessment: three scores 1-5 and a note, once the micro teaching has
 * started (before it, saving is off and says when it opens; the server refuses it too).
 */
export function AssessmentForm({
  teacherId,
  microTeaching,
}: {
  teacherId: number;
  microTeaching: OnboardingAppointment | null;
}) {
  const open = assessmentAllowed(microTeaching, useClock()());
  const [scores, setScores] = useState<Record<ScoreKey, string>>({ penguasaan: '', penyampaian: '', sikap: '' });
  const [catatan, setCatatan] = useState('');
  const [record, { isLoading }] = useRecordAssessmentMutation();
  const { message, setMessage, run } = useAdminAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (SCORES.some(({ key }) => scores[key] === '')) return setMessage({ ok: false, text: SCORE_REQUIRED });
    await run(
      () =>
        record({
          id: teacherId,
          penguasaan: Number(scores.penguasaan),
          penyampaian: Number(scores.penyampaian),
          sikap: Number(scores.sikap),
          catatan,
        }).unwrap(),
      'Penilaian dicatat',
    );
  };

  return (
    <form
      className="jobs-admin__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Penilaian micro teaching"
    >
      <div className="jobs-admin__form-row">
        {SCORES.map(({ key, label }) => (
          <Field key={key} label={label}>
            {({ inputId, describedBy }) => (
              <select
                id={inputId}
                className="ui-input"
                value={scores[key]}
                aria-describedby={describedBy}
                onChange={(event) => setScores((current) => ({ ...current, [key]: event.target.value }))}
              >
                <option value="">Pilih nilai</option>
                {[1, 2, 3, 4, 5].map((score) => (
                  <option key={score} value={score}>
                    {score}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ))}
      </div>
      <TextAreaField label="Catatan penilai" value={catatan} onChange={setCatatan} maxLength={1000} rows={3} />
      {!open && (
        <p className="jobs-admin__wait" id="penilaian-belum-dibuka">
          {ONBOARDING_MESSAGES.assessmentTooEarly}
          {microTeaching && ` (${formatDateTimeId(microTeaching.tanggal, microTeaching.jam)})`}.
        </p>
      )}
      <ActionMessage message={message} />
      <Button
        type="submit"
        busy={isLoading}
        disabled={!open}
        aria-describedby={open ? undefined : 'penilaian-belum-dibuka'}
      >
        {isLoading ? 'Menyimpan...' : 'Simpan penilaian'}
      </Button>
    </form>
  );
}
