import type { TestimonyItem } from '@tutor/contract';
import { truncateText } from '@tutor/rules';
import { Card } from '@tutor/ui/Card';
import { DEFAULT_PERSON_PICTURE, ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { Rating } from '@tutor/ui/Rating';
import './TestimonyCard.css';

export interface TestimonyCardProps {
  item: TestimonyItem;
  /** cut the text to this many characters (200 or 100); the whole text when absent */
  excerptLength?: number;
  headingLevel?: 2 | 3 | 4;
}

/** One testimonial: photo (with a fallback picture), name, rating and words. */
export function TestimonyCard({ item, excerptLength, headingLevel = 3 }: TestimonyCardProps) {
  const Heading = `h${headingLevel}` as const;
  const text = excerptLength ? truncateText(item.testimoni, excerptLength) : item.testimoni;
  return (
    <Card className="landing-testimony">
      <div className="landing-testimony__person">
        <ImageWithFallback
          className="landing-testimony__photo"
          src={item.foto}
          fallbackSrc={DEFAULT_PERSON_PICTURE}
          alt={`Foto ${item.full_panggilan}`}
          width={56}
          height={56}
        />
        <div>
          <Heading className="landing-testimony__name">{item.full_panggilan}</Heading>
          <Rating value={item.rating} />
        </div>
      </div>
      <blockquote className="landing-testimony__text">
        <p>{text}</p>
      </blockquote>
    </Card>
  );
}
