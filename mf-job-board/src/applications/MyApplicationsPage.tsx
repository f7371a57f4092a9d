import { EmptyState } from '@tutor/ui/EmptyState';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { JobBoardNav } from '../common/JobBoardNav';
import '../common/jobs.css';

/** /guru/loker-mengajar-my-application: the openings this teacher applied to (a later issue). */
export function MyApplicationsPage() {
  usePageTitle('Loker Sudah Apply');
  return (
    <div className="ui-container jobs-page">
      <h1 className="jobs-title">Loker Sudah Apply</h1>
      <p className="jobs-intro">Lowongan yang sudah Anda lamar dan keputusan orang tua atau siswa.</p>
      <JobBoardNav current="applied" />
      <EmptyState
        title="Daftar lamaran segera tersedia"
        description={
          <p>
            Lowongan yang Anda lamar akan tampil di sini setelah fitur loker mengajar dibuka. Sementara itu, kembali ke Lowongan
            Baru untuk melihat perkembangannya.
          </p>
        }
      />
    </div>
  );
}
