import type { ReactNode } from 'react';

/**
 * The top of an opening's card (the opening itself on the board, an application for it): the
 * code, a state badge, the title that names the card, and its meta line.
 */
export function OpeningCardHead({
  code,
  badge,
  titleId,
  title,
  headingLevel,
  meta,
}: {
  code: string;
  badge: ReactNode;
  titleId: string;
  title: string;
  /** h3 on the board (under the list's h2), h2 on the applications page */
  headingLevel: 2 | 3;
  meta: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <>
      <div className="jobs-opening__top">
        <span className="jobs-opening__code">{code}</span>
        {badge}
      </div>
      <Heading id={titleId} className="jobs-opening__title">
        {title}
      </Heading>
      <p className="jobs-opening__meta">{meta}</p>
    </>
  );
}

/** An opening's facts as term and value, plus any wider items of the card's own. */
export function OpeningFacts({ facts, children }: { facts: ReadonlyArray<[string, ReactNode]>; children?: ReactNode }) {
  return (
    <dl className="jobs-facts">
      {facts.map(([term, value]) => (
        <div key={term} className="jobs-facts__item">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
