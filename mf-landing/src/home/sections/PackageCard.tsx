import type { CSSProperties } from 'react';
import type { FeePackage } from '@tutor/contract';
import { packagePaymentText, packagePeriodText } from '@tutor/rules';
import { Card } from '@tutor/ui/Card';
import { Price } from '@tutor/ui/Price';

/** One package of the home page's package choice, as the server answers it ("Mulai Dari" prices). */
export function PackageCard({ feePackage }: { feePackage: FeePackage }) {
  const style = { '--landing-package-color': feePackage.color } as CSSProperties;
  return (
    <Card className="landing-package" style={style}>
      <h3 className="landing-package__name">Paket {feePackage.paket_name}</h3>
      <p className="landing-package__meetings">
        <strong>{feePackage.jumlah_pertemuan}</strong> pertemuan / {packagePeriodText(feePackage.periode_bulan)}
      </p>
      <div className="landing-package__price">
        <span className="landing-package__from">Mulai Dari</span>
        {feePackage.harga_normal > feePackage.harga_diskon && (
          <Price amount={feePackage.harga_normal} struck className="landing-package__normal" />
        )}
        <Price amount={feePackage.harga_diskon} className="landing-package__discounted" />
      </div>
      <p className="landing-package__payment">{packagePaymentText(feePackage.jumlah_cicilan)}</p>
    </Card>
  );
}
