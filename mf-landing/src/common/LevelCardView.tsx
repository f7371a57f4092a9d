import type { LevelCard } from '@tutor/contract';
import { ButtonLink } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { feeSearchPath } from '../content/contact';
import './LevelCardView.css';

/** A level/program card linking to the fee search with that program chosen. */
export function LevelCardView({ level }: { level: LevelCard }) {
  return (
    <Card className="landing-level">
      <ImageWithFallback className="landing-level__image" src={level.image} alt="" width={320} height={200} />
      <h3 className="landing-level__name">{level.name}</h3>
      <p className="landing-level__detail">{level.detail}</p>
      <ButtonLink
        to={feeSearchPath(level.jenjang_id)}
        variant="secondary"
        size="small"
        aria-label={`Cek biaya les ${level.name}`}
      >
        Cek biaya
      </ButtonLink>
    </Card>
  );
}
