import { useState, type FormEvent } from 'react';
import type { OnboardingDetail } from '@tutor/contract';
import { ONBOARDING_FROM, ONBOARDING_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { TextAreaField } from '@tutor/ui/TextAreaField';
import {
  useDeclineTeacherMutation,
  useStartScreeningMutation,
  useVerifyOnboardedTeacherMutation,
} from '../api/onboardingApi';
import { AppointmentForm } from './AppointmentForm';
import { AssessmentForm } from './AssessmentForm';
import { ActionMessage, useAdminAction } from './useAdminAction';

/** The next step for the teacher's state: screening, an appointment, the assessment or verification. */
function NextStep({ detail }: { detail: OnboardingDetail }) {
  const { id, nama, status } = detail.teacher;
  const [screen, screening] = useStartScreeningMutation();
  const [verify, verifying] = useVerifyOnboardedTeacherMutation();
  const { message, run } = useAdminAction();
  switch (status) {
    case 'menunggu_verifikasi':
      return (
        <>
          <p>Tinjau profil dan dokumen, lalu mulai seleksi CV.</p>
          <ActionMessage message={message} />
          <Button busy={screening.isLoading} onClick={() => void run(() => screen(id).unwrap(), 'Seleksi CV dimulai')}>
            Mulai seleksi CV
          </Button>
        </>
      );
    // keyed by kind: the micro teaching form starts empty, not with what was typed for the interview
    case 'seleksi_cv':
      return <AppointmentForm key="wawancara" teacherId={id} kind="wawancara" />;
    case 'wawancara':
      return <AppointmentForm key="micro_teaching" teacherId={id} kind="micro_teaching" />;
    case 'micro_teaching':
      return detail.penilaian ? (
        <>
          <p>Penilaian sudah dicatat. Verifikasi guru agar tampil di pencarian dan dapat melamar.</p>
          <ActionMessage message={message} />
          <Button
            busy={verifying.isLoading}
            onClick={() => void run(() => verify(id).unwrap(), `${nama} terverifikasi`)}
          >
            Verifikasi guru
          </Button>
        </>
      ) : (
        <AssessmentForm teacherId={id} microTeaching={detail.micro_teaching} />
      );
    case 'terverifikasi':
      return <p className="jobs-admin__done">Guru sudah terverifikasi dan tampil di pencarian.</p>;
    case 'ditolak':
      return <p>Guru ditolak. Guru dapat mendaftar ulang 30 hari setelah penolakan.</p>;
  }
}

/** Declines the teacher with a reason they will read. */
function DeclineForm({ teacherId }: { teacherId: number }) {
  const [alasan, setAlasan] = useState('');
  const [decline, { isLoading }] = useDeclineTeacherMutation();
  const { message, setMessage, run } = useAdminAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (alasan.trim() === '') return setMessage({ ok: false, text: ONBOARDING_MESSAGES.reasonRequired });
    await run(() => decline({ id: teacherId, alasan }).unwrap(), 'Guru ditolak');
  };
  return (
    <form
      className="jobs-admin__form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Tolak pendaftaran"
    >
      <TextAreaField
        label="Alasan penolakan (dibaca oleh guru)"
        value={alasan}
        onChange={setAlasan}
        maxLength={1000}
        rows={3}
        required
      />
      <ActionMessage message={message} />
      <Button type="submit" variant="secondary" busy={isLoading}>
        {isLoading ? 'Menyimpan...' : 'Tolak pendaftaran'}
      </Button>
    </form>
  );
}

/** The actions the teacher's state allows; declining is possible at every open step. */
export function OnboardingActions({ detail }: { detail: OnboardingDetail }) {
  const declinable = ONBOARDING_FROM.tolak.includes(detail.teacher.status);
  return (
    <>
      <section className="jobs-admin__card" aria-labelledby="langkah-berikutnya">
        <h2 id="langkah-berikutnya">Langkah berikutnya</h2>
        <NextStep detail={detail} />
      </section>
      {declinable && (
        <section className="jobs-admin__card" aria-labelledby="tolak-pendaftaran">
          <h2 id="tolak-pendaftaran">Tolak pendaftaran</h2>
          <DeclineForm teacherId={detail.teacher.id} />
        </section>
      )}
    </>
  );
}
