import { useState } from 'react';
import { errorMessageOf, useClock } from '@tutor/api';
import type { MyOnboarding, OnboardingAppointment } from '@tutor/contract';
import {
  awaitingAppointment,
  formatDateTimeId,
  formatInstantDateId,
  isVideoLink,
  ONBOARDING_STATUS_LABELS,
} from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useGetMyOnboardingQuery, useReapplyOnboardingMutation } from '../api/onboardingApi';
import { DocumentUpload } from './DocumentUpload';
import { OnboardingTimeline } from './OnboardingTimeline';

function NextAppointment({ appointment }: { appointment: OnboardingAppointment }) {
  const micro = appointment.jenis === 'micro_teaching';
  return (
    <div className="jobs-onboarding__appointment">
      <h3>{micro ? 'Jadwal micro teaching' : 'Jadwal wawancara'}</h3>
      <p>{formatDateTimeId(appointment.tanggal, appointment.jam)}</p>
      <p>
        {isVideoLink(appointment.tempat) ? (
          <>
            Tautan video:{' '}
            <a href={appointment.tempat} target="_blank" rel="noopener noreferrer">
              {appointment.tempat}
            </a>
          </>
        ) : (
          <>Tempat: {appointment.tempat}</>
        )}
      </p>
      {micro && (
        <p>
          Materi: {appointment.jenjang} {appointment.mapel} · Penilai: {appointment.penilai}
        </p>
      )}
      <a className="jobs-onboarding__calendar" href="/api/guru/pendaftaran/jadwal.ics" download>
        Simpan ke kalender (.ics)
      </a>
    </div>
  );
}

function Declined({ onboarding }: { onboarding: MyOnboarding }) {
  const now = useClock()();
  const [reapply, { isLoading }] = useReapplyOnboardingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const from = onboarding.daftar_ulang_mulai;
  const open = from !== null && new Date(from).getTime() <= now;
  const send = async () => {
    setProblem(null);
    await reapply()
      .unwrap()
      .catch((error: unknown) => setProblem(errorMessageOf(error)));
  };
  return (
    <div className="jobs-onboarding__declined">
      <p>
        <strong>Pendaftaran Anda belum diterima.</strong> Alasan: {onboarding.alasan_tolak ?? '-'}
      </p>
      {from && <p>Anda dapat mendaftar ulang mulai {formatInstantDateId(from)}.</p>}
      {problem && (
        <p role="alert" className="jobs-profile__problem">
          {problem}
        </p>
      )}
      <Button onClick={() => void send()} busy={isLoading} disabled={!open}>
        Daftar ulang
      </Button>
    </div>
  );
}

/** The teacher's onboarding on /guru/profil: the eleven steps, the next appointment, what to prepare, the documents. */
export function OnboardingPanel() {
  const onboarding = useGetMyOnboardingQuery();
  const data = onboarding.data;
  return (
    <section className="jobs-onboarding" aria-labelledby="pendaftaran-pengajar">
      <h2 id="pendaftaran-pengajar">Pendaftaran Pengajar</h2>
      {onboarding.isLoading && (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat tahap pendaftaran...</span>
          <Skeleton height={120} />
        </div>
      )}
      {onboarding.isError && (
        <UnavailablePanel
          what="Tahap pendaftaran Anda"
          onRetry={() => void onboarding.refetch()}
          retrying={onboarding.isFetching}
        />
      )}
      {data && (
        <>
          <p>
            Tahap Anda: <strong>{ONBOARDING_STATUS_LABELS[data.status]}</strong>
          </p>
          {data.status === 'ditolak' && <Declined onboarding={data} />}
          {data.janji ? (
            <NextAppointment appointment={data.janji} />
          ) : (
            awaitingAppointment(data.status) && <p>Belum ada jadwal. Admin akan menghubungi Anda lewat WhatsApp.</p>
          )}
          <div className="jobs-onboarding__prepare">
            <h3>Yang perlu disiapkan</h3>
            <p>{data.persiapan}</p>
          </div>
          <div className="jobs-onboarding__documents">
            <h3>Dokumen</h3>
            <DocumentUpload jenis="cv" current={data.dokumen.find((document) => document.jenis === 'cv')} />
            <DocumentUpload
              jenis="sertifikat"
              current={data.dokumen.find((document) => document.jenis === 'sertifikat')}
            />
          </div>
          <OnboardingTimeline current={data.langkah} status={data.status} />
        </>
      )}
    </section>
  );
}
