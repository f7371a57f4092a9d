import { Section } from '@tutor/ui/Section';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { ACTIVITY_PICTURES } from '../../content/media';

/** Learning-activity pictures (illustrations shipped with the app). */
export function ActivityPhotosSection() {
  return (
    <Section title="Kegiatan Belajar" subtitle="Suasana les privat dan les grup bersama guru-guru kami.">
      <ul className="landing-grid landing-gallery">
        {ACTIVITY_PICTURES.map((picture) => (
          <li key={picture.id}>
            <figure className="landing-gallery__item">
              <ImageWithFallback src={picture.src} alt={picture.caption} width={640} height={420} />
              <figcaption>{picture.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
