import type { ReactNode } from 'react';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';

export interface PageHeroProps {
  title: string;
  lead: ReactNode;
  /** decorative illustration (alt text empty: the heading says what the page is) */
  illustration?: string;
  actions?: ReactNode;
  aside?: ReactNode;
}

/** The top of a landing page: its one h1, a lead paragraph, actions and a picture. */
export function PageHero({ title, lead, illustration, actions, aside }: PageHeroProps) {
  return (
    <section className="landing-hero" aria-labelledby="landing-page-title">
      <div className="ui-container landing-hero__inner">
        <div className="landing-hero__text">
          <h1 id="landing-page-title" className="landing-hero__title">
            {title}
          </h1>
          <div className="landing-hero__lead">{lead}</div>
          {actions && <div className="landing-hero__actions">{actions}</div>}
        </div>
        {aside ??
          (illustration && (
            <ImageWithFallback
              className="landing-hero__picture"
              src={illustration}
              alt=""
              width={640}
              height={420}
              loading="eager"
            />
          ))}
      </div>
    </section>
  );
}
