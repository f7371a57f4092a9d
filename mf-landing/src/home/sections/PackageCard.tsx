import type { CSSProperties } from 'react';
import { Card } from '@tutor/ui/Card';
import { Price } from '@tutor/ui/Price';

export interface PackageCardModel {
  id: number;
  nama: string;
  jumlah: number;
  period: 'bulan' | '6 bulan';
  countPayments: number;
  /** the lowest prices of the package ("Mulai Dari"); absent when prices could not be loaded */
  price?: { normal: number; discounted: number };
  color?: string;
}

/** One package of the home page's package choice. */
export function PackageCard({ model }: { model: PackageCardModel }) {
  const style = model.color ? ({ '--landing-package-color': model.color } as CSSProperties) : undefined;
  return (
    <Card className="landing-package" style={style}>
      <h3 className="landing-package__name">Paket {model.nama}</h3>
      <p className="landing-package__meetings">
        <strong>{model.jumlah}</strong> pertemuan / {model.period}
      </p>
      {model.price && (
        <div className="landing-package__price">
          <span className="landing-package__from">Mulai Dari</span>
          {model.price.normal > model.price.discounted && (
            <Price amount={model.price.normal} struck className="landing-package__normal" />
          )}
          <Price amount={model.price.discounted} className="landing-package__discounted" />
        </div>
      )}
      <p className="landing-package__payment">
        {model.countPayments > 1 ? `Bisa dicicil ${model.countPayments}x` : 'Dibayar penuh di awal'}
      </p>
    </Card>
  );
}
