import type { BestTeacher } from '@tutor/api';
import { ButtonLink } from '@tutor/ui/Button';
import { Carousel } from '@tutor/ui/Carousel';
import { Section } from '@tutor/ui/Section';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetBestTeachersOfMonthQuery } from '../../api/landingApi';
import { useLogFetchFailure } from '../../api/useLogFetchFailure';
import { SectionErrorBoundary } from '../../common/SectionErrorBoundary';
import { BestTeacherCard } from './BestTeacherCard';

function BestTeacherCarousel({ teachers }: { teachers: readonly BestTeacher[] }) {
  return (
    <Carousel
      label="Guru terbaik bulan ini"
      items={teachers}
      getKey={(teacher) => teacher.id}
      perView={{ mobile: 1, tablet: 2, desktop: 4 }}
      renderItem={(teacher) => <BestTeacherCard teacher={teacher} />}
    />
  );
}

/**
 * Best teachers of the month, 4 at a time. The cards sit in their own error boundary
 * (SPEC §8: a rendering error shows "Something went wrong" here, nowhere else).
 */
export function BestTeachersSection() {
  const { data: teachers, isLoading, error } = useGetBestTeachersOfMonthQuery();
  useLogFetchFailure('landing.best-teacher-of-the-month', error);
  if (!isLoading && (!teachers || teachers.length === 0)) return null;

  return (
    <Section title="Guru Terbaik Bulan Ini" subtitle="Dipilih dari rating dan ulasan siswa selama sebulan terakhir.">
      {teachers ? (
        <SectionErrorBoundary source="landing.best-teachers">
          <BestTeacherCarousel teachers={teachers} />
        </SectionErrorBoundary>
      ) : (
        <SkeletonGroup label="Memuat guru terbaik" count={4} className="landing-grid landing-grid--4" renderItem={() => <CardSkeleton />} />
      )}
      <div className="landing-section-actions">
        <ButtonLink to="/cari-pengajar" variant="secondary">
          Lihat guru lainnya
        </ButtonLink>
      </div>
    </Section>
  );
}
