import { useParams, useSearchParams } from 'react-router-dom';
import { ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetTeacherProfileQuery } from '../api/teacherProfileApi';
import { TeacherProfileView } from './TeacherProfileView';
import './teacherProfile.css';
import { useLogFetchFailure } from '@tutor/api';

const REVIEW_PAGE_KEY = 'page';

function reviewPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404
  );
}

function TeacherNotFound() {
  return (
    <div className="ui-container search-profile">
      <h1 className="search-profile__name">Guru tidak ditemukan</h1>
      <EmptyState
        title="Profil guru ini tidak ada"
        description="Tautan mungkin salah atau guru sudah tidak aktif. Cari guru lain yang sesuai dengan kebutuhan Anda."
        action={<ButtonLink to="/cari-pengajar">Cari Guru Lain</ButtonLink>}
      />
    </div>
  );
}

/** /cari_pengajar/guru/profil/:id — one teacher's profile with reviews (page in the URL). */
export function TeacherProfilePage() {
  const { id = '' } = useParams();
  const [query, setQuery] = useSearchParams();
  const page = reviewPageOf(query.get(REVIEW_PAGE_KEY));
  // teacher ids are numbers: any other path segment cannot name a teacher, so it is not asked for
  const wellFormed = /^\d+$/.test(id);
  const result = useGetTeacherProfileQuery({ id, page }, { skip: !wellFormed });
  const notFound = !wellFormed || isNotFound(result.error) || (result.isSuccess && result.data.data === null);
  useLogFetchFailure('profil guru', notFound ? undefined : result.error);
  // `data` keeps the previous review page on screen while the next one loads.
  const profile = result.data?.data ?? null;
  usePageTitle(
    notFound ? 'Guru tidak ditemukan' : profile ? `Profil ${profile.nama}` : 'Profil Guru',
    profile ? `${profile.nama}, guru les privat ${profile.jenjang.join(', ')}` : undefined,
  );

  if (notFound) return <TeacherNotFound />;
  if (result.isError) {
    return (
      <div className="ui-container search-profile">
        <h1 className="search-profile__name">Profil Guru</h1>
        <UnavailablePanel what="Profil guru" onRetry={() => void result.refetch()} retrying={result.isFetching} />
      </div>
    );
  }
  if (!profile || (result.isFetching && profile.id !== Number(id))) {
    return (
      <div className="ui-container search-profile">
        <h1 className="ui-visually-hidden">Profil Guru</h1>
        <SkeletonGroup
          label="Memuat profil guru"
          count={2}
          className="search-profile__skeletons"
          renderItem={() => <CardSkeleton />}
        />
      </div>
    );
  }
  return (
    <TeacherProfileView
      profile={profile}
      reviewsLoading={result.isFetching}
      onReviewPage={(next) => setQuery(next > 1 ? { [REVIEW_PAGE_KEY]: String(next) } : {})}
    />
  );
}
