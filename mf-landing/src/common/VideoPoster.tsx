import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import type { RegistrationVideo } from '../content/media';
import './VideoPoster.css';

/**
 * A registration video as a poster that links to the video (opens in a new tab): no embedded
 * third-party player, so the page works offline and loads nothing from elsewhere.
 */
export function VideoPoster({ video }: { video: RegistrationVideo }) {
  return (
    <figure className="landing-video">
      <a className="landing-video__link" href={video.url} target="_blank" rel="noopener noreferrer">
        <ImageWithFallback className="landing-video__poster" src={video.poster} alt="" width={640} height={360} />
        <span className="landing-video__label">Tonton: {video.title}</span>
      </a>
      <figcaption>
        <p className="landing-video__intro">Isi video:</p>
        <ul className="landing-video__summary">
          {video.summary.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
