import { useState, type FormEvent } from 'react';
import { errorMessageOf, useTeacherProfileOptions } from '@tutor/api';
import type { GuruProfile } from '@tutor/contract';
import { labelOf, teacherProfileProblem } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmailSettingsLink } from '@tutor/ui/EmailSettingsLink';
import { Section } from '@tutor/ui/Section';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import {
  TeacherProfileFieldsWithOptions,
  teacherFieldsOf,
  type TeacherFormValue,
} from '@tutor/ui/TeacherProfileFields';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetOwnTeacherProfileQuery, useUpdateOwnTeacherProfileMutation } from '../api/teacherAccountApi';
import { OnboardingPanel } from './OnboardingPanel';
import { PhotoUpload } from './PhotoUpload';
import './profile.css';

export const PROFILE_SAVED = 'Profil berhasil disimpan';

function formOf(profile: GuruProfile): TeacherFormValue {
  return {
    jenis_kelamin: profile.jenis_kelamin,
    perguruan_tinggi: profile.perguruan_tinggi,
    jurusan: profile.jurusan,
    jenjang_ids: profile.jenjang_ids,
    mapel: profile.mapel,
    kota: profile.kota,
    online: profile.online,
    // the server answers only the weekdays it accepts (contract: Weekday)
    ketersediaan: profile.ketersediaan.map((slot) => ({
      ...slot,
      hari: slot.hari as TeacherFormValue['ketersediaan'][number]['hari'],
    })),
  };
}

/** /guru/profil: the teacher's photo, onboarding (steps, appointment, documents), the profile and availability to edit, and the way to the e-mail settings. */
export function TeacherProfilePage() {
  usePageTitle('Profil Guru');
  const profile = useGetOwnTeacherProfileQuery();
  return (
    <Section level={1} title="Profil Guru" className="jobs-profile">
      {profile.isLoading && (
        <div role="status" aria-busy="true" className="jobs-profile__loading">
          <span className="ui-visually-hidden">Memuat profil...</span>
          <Skeleton height={24} width="40%" />
          <Skeleton height={220} />
        </div>
      )}
      {profile.isError && (
        <UnavailablePanel what="Profil Anda" onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      )}
      {profile.data && <PhotoUpload foto={profile.data.foto} nama={profile.data.nama} />}
      {profile.data && <OnboardingPanel />}
      {profile.data && <ProfileEditor profile={profile.data} />}
      <EmailSettingsLink />
    </Section>
  );
}

function ProfileEditor({ profile }: { profile: GuruProfile }) {
  const [value, setValue] = useState(() => formOf(profile));
  const [save, { isLoading }] = useUpdateOwnTeacherProfileMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const verified = profile.status === 'terverifikasi';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = teacherFieldsOf(value);
    const problem = teacherProfileProblem(fields);
    if (problem || !fields.jenis_kelamin) return setMessage({ ok: false, text: problem ?? '' });
    try {
      await save({ ...fields, jenis_kelamin: fields.jenis_kelamin }).unwrap();
      setMessage({ ok: true, text: PROFILE_SAVED });
    } catch (error) {
      setMessage({ ok: false, text: errorMessageOf(error) });
    }
  };

  return (
    <form className="jobs-profile__form" onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
      <dl className="jobs-profile__summary">
        <div>
          <dt>Nama</dt>
          <dd>{profile.nama}</dd>
        </div>
        <div>
          <dt>WhatsApp</dt>
          <dd>{profile.whatsapp}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd className={`jobs-profile__status jobs-profile__status--${verified ? 'ok' : 'waiting'}`}>
            {labelOf('statusAkun', profile.status)}
          </dd>
        </div>
      </dl>
      {!verified && <p>Setelah terverifikasi, profil Anda tampil di pencarian guru.</p>}
      <TeacherProfileFieldsWithOptions value={value} onChange={setValue} useOptions={useTeacherProfileOptions} />
      {message && (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'jobs-profile__saved' : 'jobs-profile__problem'}
        >
          {message.text}
        </p>
      )}
      <Button type="submit" busy={isLoading}>
        {isLoading ? 'Menyimpan...' : 'Simpan profil'}
      </Button>
    </form>
  );
}
