import { ButtonLink } from '@tutor/ui/Button';
import { Carousel } from '@tutor/ui/Carousel';
import { Section } from '@tutor/ui/Section';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { FIRST_TESTIMONY_PAGE, useGetTestimonyPageQuery } from '../../api/landingApi';
import { TestimonyCard } from '../../common/TestimonyCard';
import { useLogFetchFailure } from '@tutor/api';

/** The longer testimony excerpt. */
const EXCERPT_LENGTH = 200;

/** Testimonials, 3 at a time, from the first testimony page. */
export function TestimonialsSection() {
  const { data: page, isLoading, error } = useGetTestimonyPageQuery(FIRST_TESTIMONY_PAGE);
  useLogFetchFailure('landing.testimony', error);
  if (!isLoading && (!page || page.data.length === 0)) return null;

  return (
    <Section
      title="Testimoni Siswa dan Orang Tua"
      subtitle="Cerita mereka yang sudah belajar bersama guru Pintar Privat."
    >
      {page ? (
        <Carousel
          label="Testimoni"
          items={page.data}
          getKey={(item) => item.id}
          perView={{ mobile: 1, tablet: 2, desktop: 3 }}
          dots
          renderItem={(item) => <TestimonyCard item={item} excerptLength={EXCERPT_LENGTH} />}
        />
      ) : (
        <SkeletonGroup
          label="Memuat testimoni"
          count={3}
          className="landing-grid landing-grid--3"
          renderItem={() => <CardSkeleton />}
        />
      )}
      <div className="landing-section-actions">
        <ButtonLink to="/testimoni" variant="secondary">
          Baca Ulasan Lainnya
        </ButtonLink>
      </div>
    </Section>
  );
}
