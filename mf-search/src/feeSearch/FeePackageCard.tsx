import type { FeePackage } from '@tutor/contract';
import { darkenForWhiteText, packageMeetingsText } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { Price } from '@tutor/ui/Price';
import './FeePackageCard.css';

export interface FeePackageCardProps {
  feePackage: FeePackage;
  /** the default list shows each package's lowest price, so it says "Mulai Dari" */
  isDefault: boolean;
  /** the program searched for, carried into the order wizard with the package */
  programId: string | null;
}

/** The order wizard with this package (and program) already chosen. */
export function orderPackagePath(paketId: number, programId: string | null): string {
  const query = new URLSearchParams({ paket: String(paketId) });
  if (programId) query.set('jenjang', programId);
  return `/siswa/pemesanan-les?${query.toString()}`;
}

/** One package with its meetings, the struck-through normal price and the discounted price. */
export function FeePackageCard({ feePackage, isDefault, programId }: FeePackageCardProps) {
  const { paket_name, jumlah_pertemuan, periode_bulan, harga_normal, harga_diskon, color, paket_id } = feePackage;
  return (
    <Card className="search-package" aria-label={`Paket ${paket_name}`}>
      {/* the package's badge colour heads the card, darkened where white text on it would be hard to read */}
      <h3 className="search-package__badge" style={{ backgroundColor: darkenForWhiteText(color) }}>
        Paket {paket_name}
      </h3>
      <p className="search-package__meetings">{packageMeetingsText(jumlah_pertemuan, periode_bulan)}</p>
      <div className="search-package__prices">
        {isDefault && <span className="search-package__from">Mulai Dari</span>}
        <Price amount={harga_normal} struck className="search-package__normal" />
        <Price amount={harga_diskon} className="search-package__price" />
        <span className="search-package__saving">Hemat 25%</span>
      </div>
      <ButtonLink
        to={orderPackagePath(paket_id, programId)}
        variant="secondary"
        className="search-package__order"
        aria-label={`Pesan Paket ${paket_name}`}
      >
        Pesan Paket
      </ButtonLink>
    </Card>
  );
}
