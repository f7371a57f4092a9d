import type { FeePackage } from '@tutor/contract';
import { ButtonLink } from '@tutor/ui/Button';
import { Carousel } from '@tutor/ui/Carousel';
import { EmptyState } from '@tutor/ui/EmptyState';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { Section } from '@tutor/ui/Section';
import { LoadFailed } from '../../common/LoadFailed';
import { PackageCard } from './PackageCard';
import { useLogFetchFailure, useGetPackagePricesQuery } from '@tutor/api';

function PackageCarousel({ packages }: { packages: readonly FeePackage[] }) {
  return (
    <Carousel
      label="Paket les"
      items={packages}
      getKey={(item) => item.paket_id}
      perView={{ mobile: 1, tablet: 3, desktop: 5 }}
      renderItem={(item) => <PackageCard feePackage={item} />}
    />
  );
}

/** The packages as the server answers them; while loading, skeletons; when that fails, a way to try again. */
function PackageChoice() {
  const { data: packages, isLoading, error, refetch, isFetching } = useGetPackagePricesQuery();
  useLogFetchFailure('landing.package-prices', error);

  if (isLoading)
    return (
      <SkeletonGroup
        label="Memuat paket les"
        count={5}
        className="landing-grid landing-grid--5"
        renderItem={() => <CardSkeleton />}
      />
    );
  if (!packages) return <LoadFailed what="Paket les" onRetry={() => void refetch()} busy={isFetching} />;
  if (packages.length === 0)
    return <EmptyState title="Paket les sedang diperbarui." description="Hubungi admin kami lewat WhatsApp." />;
  return <PackageCarousel packages={packages} />;
}

/**
 * Package choice, 5 at a time: each package's meetings, period and instalments as the packages
 * table holds them, at its lowest price from the fee search's default list. The server renders it
 * from the same answer, so the page is the same before and after hydration.
 */
export function PackagesSection() {
  return (
    <Section
      title="Pilihan Paket Les"
      subtitle="Semakin banyak pertemuan, semakin hemat. Harga sudah termasuk diskon 25% dan transport guru untuk les offline."
    >
      <PackageChoice />
      <div className="landing-section-actions">
        <ButtonLink to="/biaya-les">Cek Biaya Les</ButtonLink>
      </div>
    </Section>
  );
}
