import { Section } from '@tutor/ui/Section';
import { ADVANTAGES } from '../../content/home';
import { AdvantageIcon } from './AdvantageIcon';

/** The eight advantages. */
export function AdvantagesSection() {
  return (
    <Section
      title="Kenapa Belajar di Pintar Privat?"
      subtitle="Delapan alasan orang tua mempercayakan belajar anaknya kepada kami."
    >
      <ul className="landing-grid landing-grid--4">
        {ADVANTAGES.map((advantage) => (
          <li key={advantage.id} className="landing-advantage">
            <span className="landing-advantage__badge">
              <AdvantageIcon id={advantage.id} />
            </span>
            <h3 className="landing-advantage__title">{advantage.title}</h3>
            <p className="landing-advantage__text">{advantage.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
