import { useGetSessionQuery } from '@tutor/api';
import { ButtonLink } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import referralPicture from '../assets/referral-share.svg';
import { FaqSection } from '../common/FaqSection';
import { PageHero } from '../common/PageHero';
import { StepList } from '../common/StepList';
import { MY_REFERRAL_PATH, REGISTER_PATH } from '../content/contact';
import { REFERRAL_FAQ } from '../content/faqReferral';
import {
  REFERRAL_BENEFITS,
  REFERRAL_EXPLANATION,
  REFERRAL_HERO,
  REFERRAL_STEPS,
  SAMPLE_PACKAGE_PRICE,
} from '../content/referral';
import { CommissionTable } from './CommissionTable';
import '../common/landing.css';
import './referral.css';

/**
 * A logged-in account already has a code: it goes to its own page; everyone else signs up. While
 * the session is unknown the visitor's link stands in (same size, no layout shift).
 */
function ReferralAction() {
  const session = useGetSessionQuery();
  if (session.data) {
    return (
      <ButtonLink to={MY_REFERRAL_PATH} size="large">
        Lihat kode referral saya
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={REGISTER_PATH} size="large">
      Daftar dan dapatkan kode referral
    </ButtonLink>
  );
}

/** /referral: hero, explanation, benefits with the sample commission, how-to and FAQ group 3. */
export function ReferralPage() {
  usePageTitle(
    'Program Referral',
    'Ajak teman les privat dengan kode referral: teman hemat 5%, Anda dapat komisi 10%.',
  );
  return (
    <div className="landing-page">
      <PageHero
        title={REFERRAL_HERO.title}
        lead={<p>{REFERRAL_HERO.lead}</p>}
        illustration={referralPicture}
        actions={<ReferralAction />}
      />
      <Section title="Apa Itu Program Referral?">
        <div className="landing-prose">
          {REFERRAL_EXPLANATION.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section
        title="Keuntungan Program Referral"
        subtitle="Semakin banyak teman yang belajar, semakin besar komisi Anda."
      >
        <div className="landing-referral-benefits">
          <ul className="landing-grid landing-grid--2">
            {REFERRAL_BENEFITS.map((benefit) => (
              <Card as="li" key={benefit.title} className="landing-feature">
                <h3 className="landing-feature__title">{benefit.title}</h3>
                <p>{benefit.text}</p>
              </Card>
            ))}
          </ul>
          <CommissionTable price={SAMPLE_PACKAGE_PRICE} />
        </div>
      </Section>
      <Section title="Cara Mengikuti Program Referral">
        <StepList steps={REFERRAL_STEPS} label="Langkah program referral" />
      </Section>
      <FaqSection entries={REFERRAL_FAQ} subtitle="Hal-hal yang sering ditanyakan tentang kode referral dan komisi." />
    </div>
  );
}
