import type { BestTeacher } from '@tutor/contract';
import { ButtonLink } from '@tutor/ui/Button';
import { Carousel } from '@tutor/ui/Carousel';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { Section } from '@tutor/ui/Section';
import { useGetBestTeachersOfMonthQuery } from '../../api/landingApi';
import { SectionErrorBoundary } from '../../common/SectionErrorBoundary';
import { BestTeacherCard } from './BestTeacherCard';
import { useLogFetchFailure } from '@tutor/api';

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
 * (a rendering error shows "Something went wrong" here, nowhere else).
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
        <SkeletonGroup
          label="Memuat guru terbaik"
          count={4}
          className="landing-grid landing-grid--4"
          renderItem={() => <CardSkeleton />}
        />
      )}
      <div className="landing-section-actions">
        <ButtonLink to="/cari-pengajar" variant="secondary">
          Lihat guru lainnya
        </ButtonLink>
      </div>
    </Section>
  );
}
