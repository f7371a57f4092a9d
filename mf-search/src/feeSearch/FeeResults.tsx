import { Carousel } from '@tutor/ui/Carousel';
import { EmptyState } from '@tutor/ui/EmptyState';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { FeePackageCard } from './FeePackageCard';
import { PackageInclusions } from './PackageInclusions';
import type { FeeResultsView } from './feeResultsView';

/** Fee packages three at a time. */
const PACKAGES_PER_VIEW = { mobile: 1, tablet: 2, desktop: 3 };

function PackageList({ view, programId }: FeeResultsProps) {
  if (view.loading) {
    return (
      <SkeletonGroup
        label="Memuat paket les"
        count={3}
        className="search-package-skeletons"
        renderItem={() => <CardSkeleton />}
      />
    );
  }
  if (view.errorMessage) {
    return (
      <p className="search-alert" role="alert">
        {view.errorMessage}
      </p>
    );
  }
  if (view.packages.length === 0) {
    return (
      <EmptyState
        title="Belum ada paket untuk pilihan ini"
        description="Coba ubah program, jumlah siswa atau lokasi, atau hubungi admin lewat WhatsApp."
      />
    );
  }
  return (
    <Carousel
      items={view.packages}
      getKey={(item) => item.paket_id}
      renderItem={(item) => <FeePackageCard feePackage={item} isDefault={view.isDefault} programId={programId} />}
      perView={PACKAGES_PER_VIEW}
      label="Pilihan paket les"
      dots={false}
    />
  );
}

export interface FeeResultsProps {
  view: FeeResultsView;
  /** the program of the search shown, if any */
  programId: string | null;
}

/** The packages with the side box of what they include. */
export function FeeResults({ view, programId }: FeeResultsProps) {
  return (
    <section
      className="search-fee-results"
      aria-labelledby="search-fee-results-title"
      aria-busy={view.loading || undefined}
    >
      <div className="search-fee-results__heading">
        <h2 id="search-fee-results-title" className="ui-section-heading">
          {view.searched ? 'Hasil Pencarian Paket' : 'Pilihan Paket Les'}
        </h2>
        <p className="ui-section-subheading">
          {view.searched
            ? 'Biaya les sesuai program, jumlah siswa dan lokasi yang Anda pilih.'
            : 'Harga terendah tiap paket. Pilih program dan lokasi untuk melihat biaya les Anda.'}
        </p>
      </div>
      <div className="search-fee-results__layout">
        <PackageInclusions />
        <div className="search-fee-results__packages">
          <PackageList view={view} programId={programId} />
        </div>
      </div>
    </section>
  );
}
