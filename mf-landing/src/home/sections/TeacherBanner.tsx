import { ButtonLink } from '@tutor/ui/Button';
import { TEACHER_BANNER } from '../../content/home';

/** The become-a-teacher banner (→ /jadi-pengajar). */
export function TeacherBanner() {
  return (
    <section className="landing-banner" aria-labelledby="landing-teacher-banner-title">
      <div className="ui-container landing-banner__inner">
        <div>
          <h2 id="landing-teacher-banner-title" className="landing-banner__title">
            {TEACHER_BANNER.title}
          </h2>
          <p className="landing-banner__text">{TEACHER_BANNER.text}</p>
        </div>
        <ButtonLink to="/jadi-pengajar" variant="secondary" size="large">
          Gabung Jadi Pengajar
        </ButtonLink>
      </div>
    </section>
  );
}
