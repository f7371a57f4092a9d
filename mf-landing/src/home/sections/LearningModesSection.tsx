import { Card } from '@tutor/ui/Card';
import { Section } from '@tutor/ui/Section';
import { LEARNING_MODES } from '../../content/learning';

/** Offline and online lessons explained (durations and transport). */
export function LearningModesSection() {
  return (
    <Section
      title="Les Offline dan Online"
      subtitle="Pilih cara belajar yang paling cocok; kualitas guru dan materinya sama."
    >
      <ul className="landing-grid landing-grid--2">
        {LEARNING_MODES.map((mode) => (
          <Card as="li" key={mode.id} className={`landing-feature landing-feature--${mode.id}`}>
            <h3 className="landing-feature__title">{mode.title}</h3>
            <p>{mode.text}</p>
            <ul className="landing-checklist">
              {mode.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
