import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
  /** h1 for a page's main heading, h2 (default) for its sections */
  level?: 1 | 2;
  id?: string;
}

/** A page section with its heading; the heading names the region for assistive technology. */
export function Section({ title, subtitle, children, className, level = 2, id }: SectionProps) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section id={id} aria-labelledby={headingId} className={['ui-section', className ?? ''].join(' ').trim()}>
      <div className="ui-container">
        <Heading id={headingId} className="ui-section-heading">
          {title}
        </Heading>
        {subtitle && <p className="ui-section-subheading">{subtitle}</p>}
        {children}
      </div>
    </section>
  );
}

export interface SectionHeadingProps {
  title: string;
  subtitle?: ReactNode;
  level?: 1 | 2 | 3;
}

export function SectionHeading({ title, subtitle, level = 2 }: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  return (
    <div className="ui-section-heading-group">
      <Heading className="ui-section-heading">{title}</Heading>
      {subtitle && <p className="ui-section-subheading">{subtitle}</p>}
    </div>
  );
}
