import { Section } from '@tutor/ui/Section';
import { StepList } from '../../common/StepList';
import { LOGIN_PATH } from '../../content/contact';
import { REGISTRATION_STEPS } from '../../content/home';

/** How to order, ending in "Pesan Sekarang" (a full-page link: /login is outside the platform's apps). */
export function RegistrationStepsSection() {
  return (
    <Section title="Cara Pesan Les Privat" subtitle="Empat langkah mudah dari cek biaya sampai les pertama.">
      <StepList steps={REGISTRATION_STEPS} label="Langkah memesan les" />
      <div className="landing-section-actions">
        <a className="ui-button ui-button--primary ui-button--large" href={LOGIN_PATH}>
          Pesan Sekarang
        </a>
      </div>
    </Section>
  );
}
