import { EmptyState } from '@tutor/ui/EmptyState';
import { useGetBestTeachersQuery } from '../api/teacherSearchApi';
import { PageArrows } from '../common/PageArrows';
import { TeacherGrid } from './TeacherGrid';
import { useLogFetchFailure } from '@tutor/api';

export interface BestTeachersProps {
  page: number;
  onPage: (page: number) => void;
}

/** Default view: 'Guru-guru Terbaik', paged. */
export function BestTeachers({ page, onPage }: BestTeachersProps) {
  const result = useGetBestTeachersQuery(page);
  useLogFetchFailure('cari-pengajar: guru terbaik', result.error);
  const teachers = result.currentData;
  const loading = result.isFetching;

  return (
    <section className="search-teacher-results" aria-labelledby="search-best-title">
      <h2 id="search-best-title" className="ui-section-heading">
        Guru-guru Terbaik
      </h2>
      <p className="ui-section-subheading">Guru dengan penilaian tertinggi dari siswa dan orang tua.</p>
      {teachers && !loading && teachers.data.length === 0 && (
        <EmptyState
          title="Belum ada guru di halaman ini"
          description="Kembali ke halaman sebelumnya untuk melihat guru lainnya."
        />
      )}
      <TeacherGrid
        teachers={loading ? undefined : teachers?.data}
        loading={loading}
        columns={4}
        label="Guru-guru terbaik"
      />
      {teachers && <PageArrows page={page} lastPage={teachers.last_page} onPage={onPage} disabled={loading} />}
    </section>
  );
}
