import { useSearchParams } from 'react-router-dom';
import { useGetAdminReviewsQuery } from '@tutor/api';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { ReviewDeskItem } from './ReviewDeskItem';
import '../common/page.css';
import '../common/reviewCards.css';
import './adminReviews.css';

const pageOf = (text: string | null) => {
  const page = Number(text ?? '1');
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /admin/ulasan: every review, last written first, to hide one that breaks the rules or pick one for the home page. */
export function AdminReviewsPage() {
  usePageTitle('Ulasan Guru');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const reviews = useGetAdminReviewsQuery(page);
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });

  return (
    <div className="ui-container wizard-dashboard">
      <h1 className="wizard-title">Ulasan Guru</h1>
      {reviews.isLoading ? (
        <SkeletonGroup label="Memuat ulasan" count={3} renderItem={() => <Skeleton height={120} radius={8} />} />
      ) : reviews.isError || !reviews.data ? (
        <UnavailablePanel what="Daftar ulasan" onRetry={() => void reviews.refetch()} retrying={reviews.isFetching} />
      ) : reviews.data.data.length === 0 ? (
        <EmptyState title="Belum ada ulasan" description="Ulasan siswa tampil di sini setelah ditulis." />
      ) : (
        <>
          <ul className="reviews-list" aria-label="Daftar ulasan">
            {reviews.data.data.map((review) => (
              <ReviewDeskItem key={review.id} review={review} />
            ))}
          </ul>
          <nav className="reviews-pages" aria-label="Halaman ulasan">
            <Button variant="secondary" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              « Sebelumnya
            </Button>
            <span>
              Halaman {reviews.data.current_page} dari {reviews.data.last_page}
            </span>
            <Button variant="secondary" disabled={page >= reviews.data.last_page} onClick={() => goTo(page + 1)}>
              Berikutnya »
            </Button>
          </nav>
        </>
      )}
    </div>
  );
}
