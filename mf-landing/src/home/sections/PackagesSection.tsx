import type { FeePackage } from '@tutor/contract';
import { ButtonLink } from '@tutor/ui/Button';
import { Carousel } from '@tutor/ui/Carousel';
import { CardSkeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { Section } from '@tutor/ui/Section';
import { PACKAGES, packageFactsFor } from '../../content/packages';
import { PackageCard, type PackageCardModel } from './PackageCard';
import { useLogFetchFailure, useGetPackagePricesQuery } from '@tutor/api';

function fromServer(item: FeePackage): PackageCardModel {
  const facts = packageFactsFor(item.paket_id);
  return {
    id: item.paket_id,
    nama: item.paket_name,
    jumlah: item.jumlah_pertemuan,
    period: facts?.period ?? 'bulan',
    countPayments: facts?.countPayments ?? 1,
    price: { normal: item.harga_normal, discounted: item.harga_diskon },
    color: item.color,
  };
}

/**
 * Package choice, 5 at a time. Prices are each package's lowest price from the fee search's
 * default list. If that call fails, the packages are still worth showing (meetings and
 * instalments are product facts), just without prices.
 */
export function PackagesSection() {
  const { data, isLoading, error } = useGetPackagePricesQuery();
  useLogFetchFailure('landing.package-prices', error);
  const models: PackageCardModel[] =
    data && data.length > 0 ? data.map(fromServer) : PACKAGES.map((facts) => ({ ...facts }));

  return (
    <Section
      title="Pilihan Paket Les"
      subtitle="Semakin banyak pertemuan, semakin hemat. Harga sudah termasuk diskon 25% dan transport guru untuk les offline."
    >
      {isLoading ? (
        <SkeletonGroup
          label="Memuat paket les"
          count={5}
          className="landing-grid landing-grid--5"
          renderItem={() => <CardSkeleton />}
        />
      ) : (
        <Carousel
          label="Paket les"
          items={models}
          getKey={(model) => model.id}
          perView={{ mobile: 1, tablet: 3, desktop: 5 }}
          renderItem={(model) => <PackageCard model={model} />}
        />
      )}
      <div className="landing-section-actions">
        <ButtonLink to="/biaya-les">Cek Biaya Les</ButtonLink>
      </div>
    </Section>
  );
}
