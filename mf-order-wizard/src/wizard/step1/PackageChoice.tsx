import type { CSSProperties } from 'react';
import type { FeePackage } from '@tutor/contract';
import { GENERIC_ERROR_MESSAGE } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Price } from '@tutor/ui/Price';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { packageChosen } from '../../state/wizardSlice';
import { usePackagePrices } from './usePackagePrices';

/**
 * The package radio cards: "Mulai Dari" prices until a level is chosen, then the price of
 * each package for the chosen level, system, students and region.
 */
export function PackageChoice({ error }: { error?: string }) {
  const { packages, listLoading, listFailed, retryList, exact, exactLoading, exactNote } = usePackagePrices();
  const draft = useDraft();
  const dispatch = useAppDispatch();

  return (
    <fieldset className="wizard-fieldset">
      <legend className="wizard-legend">Paket</legend>
      {listLoading && (
        <SkeletonGroup
          label="Memuat daftar paket"
          count={4}
          className="wizard-packages"
          renderItem={() => <Skeleton height={132} radius={12} />}
        />
      )}
      {listFailed && (
        <div className="wizard-packages-error" role="alert">
          <p>{GENERIC_ERROR_MESSAGE}</p>
          <Button variant="secondary" size="small" onClick={retryList}>
            Coba lagi
          </Button>
        </div>
      )}
      {packages && packages.length === 0 && (
        <EmptyState
          title="Paket belum tersedia"
          description="Silakan hubungi admin lewat WhatsApp untuk memesan les."
        />
      )}
      {error && (
        <p className="wizard-error" role="alert">
          {error}
        </p>
      )}
      {exactNote && <p className="wizard-muted">{exactNote}</p>}
      {packages && packages.length > 0 && (
        <div className="wizard-packages" aria-busy={exactLoading || undefined}>
          {packages.map((item) => (
            <PackageCard
              key={item.paket_id}
              item={exact?.get(item.paket_id) ?? item}
              exact={exact?.has(item.paket_id) ?? false}
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
  /** priced for this draft, not the lowest price */
  exact: boolean;
  checked: boolean;
  onChoose: () => void;
}

function PackageCard({ item, exact, checked, onChoose }: PackageCardProps) {
  const nameId = `wizard-package-${item.paket_id}-name`;
  const detailId = `wizard-package-${item.paket_id}-detail`;
  // The badge colour comes from the server (its "color").
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
        <span className="wizard-package__from">{exact ? 'Harga untuk pilihan Anda' : 'Mulai Dari'}</span>
        {item.harga_normal > item.harga_diskon && (
          <Price amount={item.harga_normal} struck className="wizard-package__normal" />
        )}
        <Price amount={item.harga_diskon} className="wizard-package__price" />
      </span>
    </label>
  );
}
