import { useGetOrderReviewsQuery } from '@tutor/api';
import { REVIEW_MESSAGES } from '@tutor/rules';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { ReviewForm, WrittenReview } from './ReviewForm';
import '../common/reviewCards.css';
import './reviews.css';

/** "Ulasan" on a paid order: one form per teacher who taught it, or the review already written. */
export function OrderReviewSection({ kode }: { kode: string }) {
  const reviews = useGetOrderReviewsQuery(kode);
  return (
    <section className="order-section" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="order-section__title">
        Ulasan
      </h2>
      {reviews.isLoading ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat ulasan...</span>
          <Skeleton height={160} radius={8} />
        </div>
      ) : reviews.isError || !reviews.data ? (
        <UnavailablePanel
          what="Ulasan pesanan ini"
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : !reviews.data.dapat_diulas || reviews.data.guru.length === 0 ? (
        <EmptyState title="Belum dapat diulas" description={REVIEW_MESSAGES.tooEarly} />
      ) : (
        <ul className="reviews-list">
          {reviews.data.guru.map((guru) => (
            <li key={guru.id} className="reviews-item">
              {guru.ulasan ? (
                <WrittenReview nama={guru.nama} review={guru.ulasan} />
              ) : (
                <ReviewForm kode={kode} guru={guru} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
