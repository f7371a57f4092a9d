import { formatRating } from '@tutor/rules';
import './Rating.css';

export interface RatingProps {
  value: number;
  className?: string;
}

/**
 * A star and the rating with one decimal (4,9), read out as "Rating 4,9 dari 5". role="img" makes
 * the pair one named picture: a plain span may not carry aria-label (axe aria-prohibited-attr).
 */
export function Rating({ value, className }: RatingProps) {
  const text = formatRating(value);
  return (
    <span className={['ui-rating', className ?? ''].join(' ').trim()} role="img" aria-label={`Rating ${text} dari 5`}>
      <span aria-hidden="true" className="ui-rating__star">
        ★
      </span>
      <span aria-hidden="true">{text}</span>
    </span>
  );
}
