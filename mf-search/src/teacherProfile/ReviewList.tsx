import type { TeacherProfile } from '@tutor/contract';
import { formatDateId } from '@tutor/rules';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Rating } from '@tutor/ui/Rating';
import { PageArrows } from '../common/PageArrows';

export interface ReviewListProps {
  reviews: TeacherProfile['ulasan'];
  loading: boolean;
  onPage: (page: number) => void;
}

/** One page of the teacher's reviews with arrows to the others. */
export function ReviewList({ reviews, loading, onPage }: ReviewListProps) {
  if (reviews.total === 0) {
    return <EmptyState title="Belum ada ulasan" description="Guru ini belum mendapat ulasan dari siswa." />;
  }
  return (
    <div className="search-reviews" aria-busy={loading || undefined}>
      <ul className="search-reviews__list">
        {reviews.data.map((review) => (
          <li key={review.id} className="search-reviews__item">
            <div className="search-reviews__meta">
              <span className="search-reviews__name">{review.nama}</span>
              <Rating value={review.rating} />
              <time dateTime={review.tanggal} className="search-reviews__date">
                {formatDateId(review.tanggal)}
              </time>
            </div>
            <p className="search-reviews__text">{review.ulasan}</p>
          </li>
        ))}
      </ul>
      <PageArrows
        page={reviews.current_page}
        lastPage={reviews.last_page}
        onPage={onPage}
        disabled={loading}
        previousLabel="Ulasan sebelumnya"
        nextLabel="Ulasan berikutnya"
      />
    </div>
  );
}
