import { Section } from '@tutor/ui/Section';
import { VideoPoster } from '../../common/VideoPoster';
import { STUDENT_VIDEO, TEACHER_VIDEO } from '../../content/media';

/** The student and teacher registration videos, as posters with links. */
export function RegistrationVideosSection() {
  return (
    <Section
      title="Video Panduan Pendaftaran"
      subtitle="Tonton langkah demi langkah cara mendaftar sebagai siswa maupun pengajar."
    >
      <div className="landing-grid landing-grid--2">
        <VideoPoster video={STUDENT_VIDEO} />
        <VideoPoster video={TEACHER_VIDEO} />
      </div>
    </Section>
  );
}
