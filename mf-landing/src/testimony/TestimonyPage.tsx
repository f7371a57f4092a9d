import { Button } from '@tutor/ui/Button';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetTestimonyPagesInfiniteQuery } from '../api/landingApi';
import { TestimonyCard } from '../common/TestimonyCard';
import '../common/landing.css';
import './testimony.css';
import { useLogFetchFailure } from '@tutor/api';

/**
 * /testimoni: all testimonials, one server page at a time. "Baca Lainnya" loads the next page
 * while there is one (the last page included) and disappears after the last.
 */
export function TestimonyPage() {
  usePageTitle('Testimoni', 'Testimoni siswa dan orang tua tentang guru les privat Pintar Privat.');
  const { data, isLoading, error, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetTestimonyPagesInfiniteQuery();
  useLogFetchFailure('landing.testimony-pages', error);
  const items = data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="landing-page">
      <section className="ui-section landing-testimony-page" aria-labelledby="landing-testimony-title">
        <div className="ui-container">
          <h1 id="landing-testimony-title" className="ui-section-heading">
            Testimoni
          </h1>
          <p className="ui-section-subheading">
            Apa kata siswa dan orang tua setelah belajar bersama guru-guru Pintar Privat.
          </p>
          {isLoading ? (
            <SkeletonGroup
              label="Memuat testimoni"
              count={6}
              className="landing-grid landing-grid--3"
              renderItem={() => <CardSkeleton />}
            />
          ) : (
            items.length > 0 && (
              <ul className="landing-grid landing-grid--3" aria-label="Daftar testimoni">
                {items.map((item) => (
                  <li key={item.id}>
                    <TestimonyCard item={item} headingLevel={2} />
                  </li>
                ))}
              </ul>
            )
          )}
          {hasNextPage && (
            <div className="landing-section-actions">
              <Button variant="secondary" onClick={() => void fetchNextPage()} busy={isFetchingNextPage}>
                Baca Lainnya
              </Button>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
