import { Section } from '@tutor/ui/Section';
import { PRESS_MENTIONS } from '../../content/recognition';

/** Press mentions, as outlet names and headlines (no external logos). */
export function PressSection() {
  return (
    <Section title="Diliput Media" subtitle="Pembahasan tentang les privat dan Pintar Privat di media nasional.">
      <ul className="landing-grid landing-press">
        {PRESS_MENTIONS.map((mention) => (
          <li key={mention.outlet} className="landing-press__item">
            <span className="landing-press__outlet">{mention.outlet}</span>
            <span className="landing-press__headline">“{mention.headline}”</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
