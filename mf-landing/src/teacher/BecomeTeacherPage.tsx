import { Card } from '@tutor/ui/Card';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import teacherPicture from '../assets/teacher-hero.svg';
import { FaqSection } from '../common/FaqSection';
import { PageHero } from '../common/PageHero';
import { StepList } from '../common/StepList';
import { VideoPoster } from '../common/VideoPoster';
import { REGISTER_PATH } from '../content/contact';
import { TEACHER_FAQ } from '../content/faqTeachers';
import { TEACHER_VIDEO } from '../content/media';
import { ONBOARDING_STEPS, TEACHER_ABOUT, TEACHER_BENEFITS, TEACHER_HERO, WHO_MAY_TEACH } from '../content/teaching';
import '../common/landing.css';

function RegisterLink() {
  return (
    <a className="ui-button ui-button--primary ui-button--large" href={REGISTER_PATH}>
      Daftar Jadi Pengajar
    </a>
  );
}

/** /jadi-pengajar: hero, about, who may teach, five benefits, timeline, video and FAQ group 1. */
export function BecomeTeacherPage() {
  usePageTitle(
    'Jadi Pengajar',
    'Daftar menjadi guru les privat: jadwal fleksibel, siswa baru setiap hari, offline atau online.',
  );
  return (
    <div className="landing-page">
      <PageHero
        title={TEACHER_HERO.title}
        lead={<p>{TEACHER_HERO.lead}</p>}
        illustration={teacherPicture}
        actions={<RegisterLink />}
      />
      <Section title="Tentang Mengajar di Pintar Privat">
        <div className="landing-prose">
          {TEACHER_ABOUT.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <Section title="Siapa yang Bisa Menjadi Pengajar?">
        <ul className="landing-grid landing-grid--4">
          {WHO_MAY_TEACH.map((group) => (
            <Card as="li" key={group.title} className="landing-feature">
              <h3 className="landing-feature__title">{group.title}</h3>
              <p>{group.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Lima Keuntungan Menjadi Pengajar">
        <ul className="landing-grid landing-grid--5">
          {TEACHER_BENEFITS.map((benefit) => (
            <Card as="li" key={benefit.title} className="landing-feature">
              <h3 className="landing-feature__title">{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section title="Alur Menjadi Pengajar" subtitle="Dari pendaftaran sampai mengajar siswa pertama Anda.">
        <StepList steps={ONBOARDING_STEPS} label="Alur menjadi pengajar" variant="timeline" />
      </Section>
      <Section title="Video Cara Mendaftar">
        <div className="landing-video-single">
          <VideoPoster video={TEACHER_VIDEO} />
          <div className="landing-video-single__cta">
            <p>Sudah siap? Pendaftaran pengajar dibuka setiap saat.</p>
            <RegisterLink />
          </div>
        </div>
      </Section>
      <FaqSection
        entries={TEACHER_FAQ}
        subtitle="Pertanyaan calon pengajar tentang seleksi dan cara mendapatkan siswa."
      />
    </div>
  );
}
