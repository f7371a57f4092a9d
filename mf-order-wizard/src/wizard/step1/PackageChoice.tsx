import type { CSSProperties } from 'react';
import type { FeePackage } from '@tutor/contract';
import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Price } from '@tutor/ui/Price';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { packageChosen } from '../../state/wizardSlice';
import { useGetPackagePricesQuery } from '@tutor/api';

/** The package radio cards, priced from the default fee list ("Mulai Dari", SPEC §3). */
export function PackageChoice({ error }: { error?: string }) {
  const { data: packages, isLoading, isError, isFetching, refetch } = useGetPackagePricesQuery();
  const draft = useDraft();
  const dispatch = useAppDispatch();

  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-legend">Paket</legend>
      {isLoading && (
        <SkeletonGroup
          label="Memuat daftar paket"
          count={4}
          className="wizard-packages"
          renderItem={() => <Skeleton height={132} radius={12} />}
        />
      )}
      {isError && !isFetching && (
        <div className="wizard-packages-error" role="alert">
          <p>{GENERIC_ERROR_MESSAGE}</p>
          <Button variant="secondary" size="small" onClick={() => void refetch()}>
            Coba lagi
          </Button>
        </div>
      )}
      {packages && packages.length === 0 && (
        <EmptyState title="Paket belum tersedia" description="Silahkan hubungi admin lewat WhatsApp untuk memesan les." />
      )}
      {error && (
        <p className="wizard-error" role="alert">
          {error}
        </p>
      )}
      {packages && packages.length > 0 && (
        <div className="wizard-packages">
          {packages.map((item) => (
            <PackageCard
              key={item.paket_id}
              item={item}
              checked={draft.paket === item.paket_id}
              onChoose={() => dispatch(packageChosen(item.paket_id))}
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}

interface PackageCardProps {
  item: FeePackage;
  checked: boolean;
  onChoose: () => void;
}

function PackageCard({ item, checked, onChoose }: PackageCardProps) {
  const nameId = `wizard-package-${item.paket_id}-name`;
  const detailId = `wizard-package-${item.paket_id}-detail`;
  // The badge colour comes from the server (SPEC §3 "color").
  const style = { '--wizard-package-color': item.color } as CSSProperties;
  return (
    <label className={`wizard-package${checked ? ' wizard-package--checked' : ''}`} style={style}>
      <input
        type="radio"
        name="wizard-paket"
        value={item.paket_id}
        checked={checked}
        onChange={onChoose}
        aria-labelledby={nameId}
        aria-describedby={detailId}
        className="wizard-package__radio"
      />
      <span id={nameId} className="wizard-package__name">
        {item.paket_name}
      </span>
      <span id={detailId} className="wizard-package__detail">
        <span className="wizard-package__meetings">{item.jumlah_pertemuan} pertemuan</span>
        <span className="wizard-package__from">Mulai Dari</span>
        {item.harga_normal > item.harga_diskon && <Price amount={item.harga_normal} struck className="wizard-package__normal" />}
        <Price amount={item.harga_diskon} className="wizard-package__price" />
      </span>
    </label>
  );
}
