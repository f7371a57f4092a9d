import { ButtonLink } from '@tutor/ui/Button';
import { Carousel } from '@tutor/ui/Carousel';
import { Section } from '@tutor/ui/Section';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetLevelCardsQuery } from '../../api/landingApi';
import { LevelCardView } from '../../common/LevelCardView';
import { useLogFetchFailure } from '@tutor/api';

/** The program carousel, 4 at a time (GET /api/landing/list-level). */
export function ProgramCarousel() {
  const { data: levels, isLoading, error } = useGetLevelCardsQuery();
  useLogFetchFailure('landing.list-level', error);
  if (!isLoading && (!levels || levels.length === 0)) return null;

  return (
    <Section
      title="Program Les Privat"
      subtitle="Dari Toddler sampai mahasiswa dan umum: pilih jenjang untuk melihat biayanya."
    >
      {levels ? (
        <Carousel
          label="Program les"
          items={levels}
          getKey={(level) => level.jenjang_id}
          perView={{ mobile: 1, tablet: 2, desktop: 4 }}
          renderItem={(level) => <LevelCardView level={level} />}
        />
      ) : (
        <SkeletonGroup
          label="Memuat program"
          count={4}
          className="landing-grid landing-grid--4"
          renderItem={() => <CardSkeleton />}
        />
      )}
      <div className="landing-section-actions">
        <ButtonLink to="/program" variant="ghost">
          Lihat semua program
        </ButtonLink>
      </div>
    </Section>
  );
}
