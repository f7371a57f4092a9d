import { Card } from '@tutor/ui/Card';
import { Carousel } from '@tutor/ui/Carousel';
import { Section } from '@tutor/ui/Section';
import { SUBJECT_GROUPS } from '../../content/subjects';

/** Subject coverage, 6 at a time (more than 40 subjects). */
export function SubjectsSection() {
  return (
    <Section
      title="Lebih dari 40 Mata Pelajaran"
      subtitle="Dari calistung sampai persiapan UTBK, bahasa asing, musik dan olahraga. Tidak menemukan yang Anda cari? Hubungi admin."
    >
      <Carousel
        label="Mata pelajaran"
        items={SUBJECT_GROUPS}
        getKey={(subject) => subject.id}
        perView={{ mobile: 2, tablet: 4, desktop: 6 }}
        spaceBetween={12}
        renderItem={(subject) => (
          <Card className="landing-subject">
            <span className="landing-subject__initial" aria-hidden="true">
              {subject.name.charAt(0)}
            </span>
            <h3 className="landing-subject__name">{subject.name}</h3>
            <p className="landing-subject__levels">{subject.levels}</p>
            <p className="landing-subject__examples">{subject.examples}</p>
          </Card>
        )}
      />
    </Section>
  );
}
