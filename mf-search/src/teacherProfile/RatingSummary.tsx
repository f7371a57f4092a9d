import type { TeacherProfile } from '@tutor/contract';
import { formatNumberId } from '@tutor/rules';
import { Rating } from '@tutor/ui/Rating';

const STARS = ['5', '4', '3', '2', '1'] as const;

/** The average and how many reviews gave each star, 5 down to 1. */
export function RatingSummary({ profile }: { profile: TeacherProfile }) {
  const { avg_rating, jumlah_ulasan, distribusi_rating } = profile;
  // an average of no reviews is not a rating of 0: the review list says there are none yet
  if (jumlah_ulasan === 0) return null;
  const most = Math.max(1, ...STARS.map((star) => distribusi_rating[star]));
  return (
    <div className="search-rating-summary">
      <div className="search-rating-summary__average">
        <Rating value={avg_rating} className="search-rating-summary__value" />
        <p>{formatNumberId(jumlah_ulasan)} ulasan</p>
      </div>
      <ul className="search-rating-summary__bars" aria-label="Sebaran penilaian">
        {STARS.map((star) => {
          const count = distribusi_rating[star];
          return (
            <li key={star} className="search-rating-summary__row">
              <span className="search-rating-summary__star">Bintang {star}</span>
              <span className="search-rating-summary__track" aria-hidden="true">
                <span className="search-rating-summary__fill" style={{ width: `${(count / most) * 100}%` }} />
              </span>
              <span className="search-rating-summary__count">
                {formatNumberId(count)}
                <span className="ui-visually-hidden"> ulasan</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
