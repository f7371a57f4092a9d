import { Card } from '@tutor/ui/Card';
import { Section } from '@tutor/ui/Section';
import { CURRICULA } from '../../content/learning';

/** The three curricula. */
export function CurriculaSection() {
  return (
    <Section title="Semua Kurikulum" subtitle="Guru kami terbiasa mengajar sesuai kurikulum sekolah anak Anda.">
      <ul className="landing-grid landing-grid--3">
        {CURRICULA.map((curriculum) => (
          <Card as="li" key={curriculum.id} className="landing-feature">
            <h3 className="landing-feature__title">{curriculum.title}</h3>
            <p>{curriculum.text}</p>
            <p className="landing-feature__note">{curriculum.examples}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
