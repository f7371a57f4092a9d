import { ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import type { DiscountClaim } from '@tutor/contract';
import { formatDateId } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { voucherWhatsappMessage } from '../content/contact';

/** The claimed voucher and the WhatsApp link that hands it to the admin. */
export function VoucherCard({ claim }: { claim: DiscountClaim }) {
  return (
    <Card className="landing-voucher">
      <dl className="landing-voucher__details">
        <div className="landing-voucher__code">
          <dt>Kode voucher</dt>
          <dd>{claim.kode}</dd>
        </div>
        <div>
          <dt>Keterangan</dt>
          <dd>{claim.keterangan}</dd>
        </div>
        <div>
          <dt>Berlaku sampai</dt>
          <dd>
            <time dateTime={claim.tgl_expired}>{formatDateId(claim.tgl_expired)}</time>
          </dd>
        </div>
        <div>
          <dt>Nomor WhatsApp</dt>
          <dd>{claim.number_whatsapp}</dd>
        </div>
      </dl>
      <p className="landing-voucher__hint">
        Kirim kode ini kepada admin lewat WhatsApp. Admin akan membantu memesan les dengan potongan 25%.
      </p>
      <ButtonLink
        to={whatsappLink(ORDER_ADMIN_WHATSAPP, voucherWhatsappMessage(claim.number_whatsapp, claim.kode))}
        external
        variant="whatsapp"
        size="large"
        target="_blank"
        rel="noopener noreferrer"
      >
        Kirim Kode ke Admin via WhatsApp
      </ButtonLink>
    </Card>
  );
}
