import { Link, useParams } from 'react-router-dom';
import type { OnboardingAppointment, OnboardingDetail } from '@tutor/contract';
import {
  formatDateTimeId,
  formatInstantDateId,
  labelOf,
  ONBOARDING_STATUS_LABELS,
  TEACHER_DOCUMENT_LABELS,
} from '@tutor/rules';
import { Section } from '@tutor/ui/Section';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetOnboardingDetailQuery } from '../api/onboardingApi';
import { OnboardingActions } from './OnboardingActions';
import { waitingText } from './PipelineRow';
import './admin.css';

function Facts({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="jobs-admin__facts">
      {rows.map(([term, value]) => (
        <div key={term} className="jobs-admin__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function appointmentRows(appointment: OnboardingAppointment): [string, string][] {
  const rows: [string, string][] = [
    ['Waktu', formatDateTimeId(appointment.tanggal, appointment.jam)],
    ['Tempat', appointment.tempat],
  ];
  if (appointment.jenjang) rows.push(['Materi', `${appointment.jenjang} ${appointment.mapel ?? ''}`.trim()]);
  if (appointment.penilai) rows.push(['Penilai', appointment.penilai]);
  return rows;
}

function Profile({ detail }: { detail: OnboardingDetail }) {
  const { teacher } = detail;
  return (
    <section className="jobs-admin__card" aria-labelledby="profil-guru">
      <h2 id="profil-guru">Profil</h2>
      <Facts
        rows={[
          ['E-mail', teacher.email],
          ['WhatsApp', teacher.whatsapp],
          ['Jenis kelamin', labelOf('jenisKelamin', detail.jenis_kelamin === 'P' ? 'P' : 'L')],
          ['Pendidikan', `${teacher.jurusan}, ${teacher.perguruan_tinggi}`],
          ['Jenjang', detail.jenjang.join(', ') || '-'],
          ['Mata pelajaran', detail.mapel.join(', ') || '-'],
          ['Wilayah', [...detail.kota, ...(detail.online ? ['Online'] : [])].join(', ') || '-'],
        ]}
      />
    </section>
  );
}

function Documents({ detail }: { detail: OnboardingDetail }) {
  return (
    <section className="jobs-admin__card" aria-labelledby="dokumen-guru">
      <h2 id="dokumen-guru">Dokumen</h2>
      {detail.dokumen.length === 0 ? (
        <p>Guru belum mengunggah CV atau sertifikat.</p>
      ) : (
        <ul>
          {detail.dokumen.map((document) => (
            <li key={document.jenis}>
              <a href={`/api/admin/guru/${detail.teacher.id}/dokumen/${document.jenis}`} download={document.nama_file}>
                Unduh {TEACHER_DOCUMENT_LABELS[document.jenis]} ({document.nama_file})
              </a>{' '}
              · diunggah {formatInstantDateId(document.uploaded_at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Progress({ detail }: { detail: OnboardingDetail }) {
  const { wawancara, micro_teaching: micro, penilaian } = detail;
  return (
    <section className="jobs-admin__card" aria-labelledby="jadwal-penilaian">
      <h2 id="jadwal-penilaian">Jadwal dan penilaian</h2>
      {!wawancara && !micro && <p>Belum ada jadwal wawancara atau micro teaching.</p>}
      {wawancara && (
        <>
          <h3>Wawancara</h3>
          <Facts rows={appointmentRows(wawancara)} />
        </>
      )}
      {micro && (
        <>
          <h3>Micro teaching</h3>
          <Facts rows={appointmentRows(micro)} />
        </>
      )}
      {penilaian && (
        <>
          <h3>Penilaian micro teaching</h3>
          <Facts
            rows={[
              ['Penguasaan materi', `${penilaian.penguasaan} dari 5`],
              ['Cara menyampaikan', `${penilaian.penyampaian} dari 5`],
              ['Sikap', `${penilaian.sikap} dari 5`],
              ['Catatan', penilaian.catatan || '-'],
            ]}
          />
        </>
      )}
      {detail.alasan_tolak && detail.teacher.status === 'ditolak' && <p>Alasan penolakan: {detail.alasan_tolak}</p>}
    </section>
  );
}

function History({ detail }: { detail: OnboardingDetail }) {
  return (
    <section className="jobs-admin__card" aria-labelledby="riwayat-pendaftaran">
      <h2 id="riwayat-pendaftaran">Riwayat</h2>
      {detail.riwayat.length === 0 ? (
        <p>Belum ada langkah sejak mendaftar.</p>
      ) : (
        <ol className="jobs-admin__history">
          {[...detail.riwayat].reverse().map((event, index) => (
            <li key={`${event.created_at}-${index}`}>
              {formatInstantDateId(event.created_at)}: {event.keterangan}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /admin/guru/:id: one teacher's profile, documents, appointments, assessment and history, with the actions of their state. */
export function AdminTeacherDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useGetOnboardingDetailQuery(id, { skip: !valid });
  usePageTitle(detail.data ? `Pendaftaran ${detail.data.teacher.nama}` : 'Pendaftaran Guru');
  const teacher = detail.data?.teacher;

  return (
    <Section level={1} title={teacher ? teacher.nama : 'Detail pendaftaran guru'} className="jobs-admin">
      <Link className="jobs-admin__back" to="/admin/guru">
        Kembali ke daftar pendaftaran
      </Link>
      {!valid && <p role="alert">Guru tidak ditemukan</p>}
      {detail.isLoading && (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat detail guru...</span>
          <Skeleton height={160} />
        </div>
      )}
      {detail.isError && (
        <UnavailablePanel what="Detail guru" onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
      )}
      {detail.data && teacher && (
        <div className="jobs-admin__detail">
          <p aria-live="polite">
            Tahap sekarang: <strong>{ONBOARDING_STATUS_LABELS[teacher.status]}</strong> · menunggu{' '}
            {waitingText(teacher.menunggu_hari)}
            {teacher.terlambat && <span className="jobs-admin__late"> · Terlambat</span>}
          </p>
          <OnboardingActions detail={detail.data} />
          <Profile detail={detail.data} />
          <Documents detail={detail.data} />
          <Progress detail={detail.data} />
          <History detail={detail.data} />
        </div>
      )}
    </Section>
  );
}
