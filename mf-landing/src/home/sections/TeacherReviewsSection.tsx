import { Carousel } from '@tutor/ui/Carousel';
import { Section } from '@tutor/ui/Section';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetTeacherReviewPairsQuery } from '../../api/landingApi';
import { TestimonyCard } from '../../common/TestimonyCard';
import { useLogFetchFailure } from '@tutor/api';

/** The shorter testimony excerpt, as two reviews share one slide. */
const EXCERPT_LENGTH = 100;

/** Reviews of our teachers, shown in pairs (first above second) per slide. */
export function TeacherReviewsSection() {
  const { data: pairs, isLoading, error } = useGetTeacherReviewPairsQuery();
  useLogFetchFailure('landing.teacher-review', error);
  if (!isLoading && (!pairs || pairs.length === 0)) return null;

  return (
    <Section
      title="Ulasan untuk Guru Kami"
      subtitle="Penilaian siswa dan orang tua setelah belajar bersama guru Pintar Privat."
    >
      {pairs ? (
        <Carousel
          label="Ulasan guru"
          items={pairs}
          getKey={(pair) => pair.first.id}
          perView={{ mobile: 1, tablet: 2, desktop: 3 }}
          renderItem={(pair) => (
            <div className="landing-review-pair">
              <TestimonyCard item={pair.first} excerptLength={EXCERPT_LENGTH} />
              {pair.second && <TestimonyCard item={pair.second} excerptLength={EXCERPT_LENGTH} />}
            </div>
          )}
        />
      ) : (
        <SkeletonGroup
          label="Memuat ulasan guru"
          count={3}
          className="landing-grid landing-grid--3"
          renderItem={() => <CardSkeleton />}
        />
      )}
    </Section>
  );
}
