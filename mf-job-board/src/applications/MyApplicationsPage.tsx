import { errorMessageOf, pagedItems } from '@tutor/api';
import { Button, ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { LoadMore } from '@tutor/ui/LoadMore';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetJobBoardMyApplicationsInfiniteQuery } from '../api/jobBoardApi';
import { JobBoardNav } from '../common/JobBoardNav';
import { ApplicationCard } from './ApplicationCard';
import '../common/jobs.css';
import '../common/jobCards.css';

export const NO_APPLICATIONS = 'Anda belum melamar lowongan apa pun';

/** /guru/loker-mengajar-my-application: the openings this teacher applied to, with each status, a page at a time. */
export function MyApplicationsPage() {
  usePageTitle('Loker Sudah Apply');
  const applications = useGetJobBoardMyApplicationsInfiniteQuery();
  const list = applications.currentData
    ? pagedItems(applications.currentData.pages, (application) => application.id)
    : undefined;

  return (
    <div className="ui-container jobs-page">
      <h1 className="jobs-title">Loker Sudah Apply</h1>
      <p className="jobs-intro">Lowongan yang sudah Anda lamar dan keputusan orang tua atau siswa.</p>
      <JobBoardNav current="applied" />
      {applications.isFetching && !list ? (
        <SkeletonGroup
          label="Memuat lamaran"
          count={3}
          className="jobs-openings"
          renderItem={() => <Skeleton height={160} radius={12} />}
        />
      ) : applications.isError && !list ? (
        <EmptyState
          role="alert"
          title={errorMessageOf(applications.error)}
          action={
            <Button variant="secondary" onClick={() => void applications.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : list && list.length > 0 ? (
        <>
          <ul className="jobs-openings" aria-label="Lamaran Anda">
            {list.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
          <LoadMore
            hasMore={applications.hasNextPage}
            loading={applications.isFetchingNextPage}
            failed={applications.isFetchNextPageError}
            onLoadMore={() => void applications.fetchNextPage()}
          />
        </>
      ) : (
        <EmptyState
          title={NO_APPLICATIONS}
          description={<p>Lihat lowongan baru, lalu tekan Apply pada lowongan yang cocok untuk Anda.</p>}
          action={<ButtonLink to="/guru/loker-mengajar">Lihat lowongan baru</ButtonLink>}
        />
      )}
    </div>
  );
}
