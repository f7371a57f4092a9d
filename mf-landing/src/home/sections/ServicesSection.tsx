import { ButtonLink } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { Section } from '@tutor/ui/Section';
import { SERVICES } from '../../content/home';

/** The Private and Group services (a group has 2 to 4 students). */
export function ServicesSection() {
  return (
    <Section title="Layanan Privat dan Grup" subtitle="Belajar sendiri bersama guru, atau bersama saudara dan teman.">
      <ul className="landing-grid landing-grid--2">
        {SERVICES.map((service) => (
          <Card as="li" key={service.id} className="landing-feature landing-service">
            <h3 className="landing-feature__title">{service.title}</h3>
            <p className="landing-service__audience">{service.audience}</p>
            <ul className="landing-checklist">
              {service.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <ButtonLink to="/biaya-les" variant="secondary" size="small" aria-label={`Lihat biaya ${service.title}`}>
              Lihat biaya
            </ButtonLink>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
