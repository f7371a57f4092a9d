export interface Step {
  title: string;
  text: string;
}

export interface StepListProps {
  steps: readonly Step[];
  /** the accessible name of the list, e.g. "Langkah memesan les" */
  label: string;
  /** a vertical timeline instead of a row of cards */
  variant?: 'cards' | 'timeline';
}

/** Numbered steps; the numbers come from the ordered list itself. */
export function StepList({ steps, label, variant = 'cards' }: StepListProps) {
  return (
    <ol
      className={`landing-steps landing-steps--${variant}${variant === 'cards' ? ' landing-grid' : ''}`}
      aria-label={label}
    >
      {steps.map((step, index) => (
        <li key={step.title} className="landing-steps__item">
          <span className="landing-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="landing-steps__title">{step.title}</h3>
            <p className="landing-steps__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
