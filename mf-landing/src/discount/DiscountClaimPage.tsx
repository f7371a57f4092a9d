import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf, ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import { Button, ButtonLink } from '@tutor/ui/Button';
import { DiscountClaimBox } from '@tutor/ui/DiscountClaimBox';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useClaimDiscountMutation } from '../api/landingApi';
import { voucherWhatsappMessage } from '../content/contact';
import { CLAIM_FAILED_MESSAGE, INVALID_NUMBER_MESSAGE, MISSING_NUMBER_MESSAGE, checkClaimNumber } from './claimNumber';
import '../common/landing.css';
import './discount.css';

function ClaimLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ui-section landing-claim" aria-labelledby="landing-claim-title">
      <div className="ui-container landing-claim__inner">
        <h1 id="landing-claim-title" className="ui-section-heading">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

/** A message, a fresh discount box to try another number, and the way back home. */
function TryAgain({ title, message }: { title: string; message: string }) {
  return (
    <ClaimLayout title={title}>
      <p role="alert" className="landing-claim__problem">
        {message}
      </p>
      <DiscountClaimBox title="Coba dengan nomor lain" />
      <ButtonLink to="/" variant="ghost">
        Kembali ke Beranda
      </ButtonLink>
    </ClaimLayout>
  );
}

/**
 * /get-diskon-25?number_whatsapp=<digits>: shows the number and claims only when the visitor
 * presses the button (opening a link must not create a voucher). The code is sent to that
 * WhatsApp number by the server, never shown here: whoever types a number cannot read its voucher.
 */
export function DiscountClaimPage() {
  usePageTitle('Voucher Diskon 25%');
  const [searchParams] = useSearchParams();
  const check = checkClaimNumber(searchParams.get('number_whatsapp'));
  const [claimDiscount, result] = useClaimDiscountMutation();

  if (check.kind === 'missing') return <TryAgain title="Ambil Voucher Diskon 25%" message={MISSING_NUMBER_MESSAGE} />;
  if (check.kind === 'invalid') return <TryAgain title="Nomor WhatsApp Tidak Valid" message={INVALID_NUMBER_MESSAGE} />;

  // originalArgs tells whether the answer on hand belongs to the number in the address bar.
  const forThisNumber = result.originalArgs?.number_whatsapp === check.digits;
  if (forThisNumber && result.isSuccess) {
    return (
      <ClaimLayout title="Voucher Dikirim ke WhatsApp">
        <p role="status" className="landing-claim__message">
          {result.data.message}
        </p>
        <p>Belum menerima pesan dalam beberapa menit? Hubungi admin kami lewat WhatsApp.</p>
        <ButtonLink
          to={whatsappLink(ORDER_ADMIN_WHATSAPP, voucherWhatsappMessage(check.digits))}
          external
          variant="whatsapp"
          size="large"
          target="_blank"
          rel="noopener noreferrer"
        >
          Hubungi Admin via WhatsApp
        </ButtonLink>
      </ClaimLayout>
    );
  }
  if (forThisNumber && result.isError) {
    return <TryAgain title="Voucher Belum Bisa Diambil" message={errorMessageOf(result.error, CLAIM_FAILED_MESSAGE)} />;
  }
  const sending = forThisNumber && result.isLoading;
  return (
    <ClaimLayout title="Ambil Voucher Diskon 25%">
      <p>
        Kode voucher diskon 25% akan dikirim lewat WhatsApp ke nomor{' '}
        <strong className="landing-claim__number">{check.digits}</strong>. Pastikan nomor ini milik Anda.
      </p>
      <Button size="large" busy={sending} onClick={() => void claimDiscount({ number_whatsapp: check.digits })}>
        {sending ? 'Mengirim kode voucher...' : 'Kirim Kode Voucher ke WhatsApp'}
      </Button>
      <DiscountClaimBox title="Bukan nomor Anda? Gunakan nomor lain" />
    </ClaimLayout>
  );
}
