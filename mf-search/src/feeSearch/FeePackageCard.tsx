import type { FeePackage } from '@tutor/api';
import { Card, Price } from '@tutor/ui';
import { meetingsText } from './packagePeriod';

export interface FeePackageCardProps {
  feePackage: FeePackage;
  /** the default list shows each package's lowest price, so it says "Mulai Dari" */
  isDefault: boolean;
}

/** One package with its meetings, the struck-through normal price and the discounted price. */
export function FeePackageCard({ feePackage, isDefault }: FeePackageCardProps) {
  const { paket_name, jumlah_pertemuan, harga_normal, harga_diskon, color, paket_id } = feePackage;
  return (
    <Card className="search-package" aria-label={`Paket ${paket_name}`}>
      <span className="search-package__badge" style={{ backgroundColor: color }}>
        {paket_name}
      </span>
      <h3 className="search-package__name">Paket {paket_name}</h3>
      <p className="search-package__meetings">{meetingsText(paket_id, jumlah_pertemuan)}</p>
      <div className="search-package__prices">
        {isDefault && <span className="search-package__from">Mulai Dari</span>}
        <Price amount={harga_normal} struck className="search-package__normal" />
        <Price amount={harga_diskon} className="search-package__price" />
        <span className="search-package__saving">Hemat 25%</span>
      </div>
    </Card>
  );
}
