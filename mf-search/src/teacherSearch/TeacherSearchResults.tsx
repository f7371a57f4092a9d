import type { TeacherSearchParams } from '@tutor/contract';
import { formatNumberId } from '@tutor/rules';
import { EmptyState } from '@tutor/ui/EmptyState';
import { useGetTeacherFilterCountsQuery, useSearchTeachersQuery } from '../api/teacherSearchApi';
import { PageArrows } from '../common/PageArrows';
import { TeacherFilters } from './TeacherFilters';
import { TeacherGrid } from './TeacherGrid';
import { toggleFilter, type TeacherSearchState } from './teacherSearchUrl';
import { useLogFetchFailure } from '@tutor/api';

export const NO_TEACHER_FOUND = 'Oops ... Pencarian tidak ditemukan ... silahkan gunakan kata kunci lain.';

export interface TeacherSearchResultsProps {
  state: TeacherSearchState;
  params: TeacherSearchParams;
  go: (next: TeacherSearchState) => void;
}

/** Search view: the count, the filter sidebar, the cards and the arrows. */
export function TeacherSearchResults({ state, params, go }: TeacherSearchResultsProps) {
  // Both start at once; the counts only depend on program and location, so filtering keeps them.
  const result = useSearchTeachersQuery(params);
  const counts = useGetTeacherFilterCountsQuery({ jenjang_id: params.jenjang_id, lokasi_id: params.lokasi_id });
  useLogFetchFailure('cari-pengajar: pencarian guru', result.error);
  useLogFetchFailure('cari-pengajar: filter guru', counts.error);

  const found = result.currentData;
  const loading = result.isFetching;

  return (
    <section className="search-teacher-results" aria-labelledby="search-teacher-results-title">
      <h2 id="search-teacher-results-title" className="ui-section-heading">
        Hasil Pencarian Guru
      </h2>
      <p className="search-teacher-results__count" aria-live="polite">
        {found && !loading ? `${formatNumberId(found.total)} guru ditemukan` : loading ? 'Mencari guru...' : ''}
      </p>
      <div className="search-teacher-results__layout">
        <TeacherFilters
          counts={counts.currentData}
          genders={state.genders}
          ratings={state.ratings}
          onToggle={(filter) => go(toggleFilter(state, filter))}
        />
        <div className="search-teacher-results__list">
          {found && !loading && found.data.length === 0 && (
            <EmptyState
              title={NO_TEACHER_FOUND}
              description="Coba pilih lokasi Online, program lain, atau hapus filter."
            />
          )}
          <TeacherGrid
            teachers={loading ? undefined : found?.data}
            loading={loading}
            columns={3}
            label="Guru hasil pencarian"
          />
          {found && found.data.length > 0 && (
            <PageArrows
              page={state.page}
              lastPage={found.last_page}
              onPage={(page) => go({ ...state, page })}
              disabled={loading}
            />
          )}
        </div>
      </div>
    </section>
  );
}
