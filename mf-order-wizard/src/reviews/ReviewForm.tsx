import { useState, type FormEvent } from 'react';
import { errorMessageOf, useWriteReviewMutation } from '@tutor/api';
import type { Review, ReviewableTeacher } from '@tutor/contract';
import { formatDateId, RATING_MAX, REVIEW_MESSAGES, REVIEW_TEXT_MAX } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Rating } from '@tutor/ui/Rating';
import { TextAreaField } from '@tutor/ui/TextAreaField';

const STARS = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/** 1-5 stars and up to 1,000 characters for one teacher of the order; sent once. */
export function ReviewForm({ kode, guru }: { kode: string; guru: ReviewableTeacher }) {
  const [rating, setRating] = useState(0);
  const [ulasan, setUlasan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [write, state] = useWriteReviewMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (rating === 0) return setProblem(REVIEW_MESSAGES.ratingInvalid);
    try {
      await write({ kode, guru_id: guru.id, rating, ulasan }).unwrap();
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form className="reviews-form" onSubmit={(event) => void onSubmit(event)} aria-label={`Ulasan untuk ${guru.nama}`}>
      <fieldset className="reviews-stars">
        <legend>Rating untuk {guru.nama}</legend>
        {STARS.map((star) => (
          <label key={star} className="reviews-star">
            <input
              type="radio"
              name={`rating-${guru.id}`}
              value={star}
              checked={rating === star}
              onChange={() => setRating(star)}
            />
            <span>{star} bintang</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label={`Ulasan untuk ${guru.nama}`}
        value={ulasan}
        onChange={setUlasan}
        maxLength={REVIEW_TEXT_MAX}
      />
      {problem && (
        <p role="alert" className="reviews-problem">
          {problem}
        </p>
      )}
      <Button type="submit" busy={state.isLoading} disabled={state.isLoading}>
        Kirim Ulasan
      </Button>
    </form>
  );
}

/** The review the student wrote: shown as text (React escapes it), never as HTML. */
export function WrittenReview({ nama, review }: { nama: string; review: Review }) {
  return (
    <div className="reviews-written">
      <p className="reviews-written__title">
        Ulasan Anda untuk {nama} · {formatDateId(review.tanggal)}
      </p>
      <Rating value={review.rating} />
      {review.ulasan && <p className="reviews-written__text">{review.ulasan}</p>}
    </div>
  );
}
