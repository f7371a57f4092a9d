import { ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import { ButtonLink } from '@tutor/ui/Button';
import { DiscountClaimBox } from '@tutor/ui/DiscountClaimBox';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import heroPicture from '../../assets/hero-lesson.svg';
import { PageHero } from '../../common/PageHero';
import { ORDER_WHATSAPP_MESSAGE } from '../../content/contact';
import { HOME_HERO } from '../../content/home';

/** The home page's h1, the WhatsApp order button and the 25% discount box. */
export function HeroSection() {
  return (
    <PageHero
      title={HOME_HERO.title}
      lead={
        <>
          <p>{HOME_HERO.lead}</p>
          <ul className="landing-hero__highlights">
            {HOME_HERO.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
        </>
      }
      actions={
        <>
          <ButtonLink
            to={whatsappLink(ORDER_ADMIN_WHATSAPP, ORDER_WHATSAPP_MESSAGE)}
            external
            variant="whatsapp"
            size="large"
            target="_blank"
            rel="noopener noreferrer"
          >
            Pesan Les via WhatsApp
          </ButtonLink>
          <ButtonLink to="/program" variant="secondary" size="large">
            Lihat Program
          </ButtonLink>
        </>
      }
      aside={
        <div className="landing-hero__aside">
          <ImageWithFallback
            className="landing-hero__picture landing-hero__picture--home"
            src={heroPicture}
            alt=""
            width={640}
            height={420}
            loading="eager"
          />
          <DiscountClaimBox />
        </div>
      }
    />
  );
}
