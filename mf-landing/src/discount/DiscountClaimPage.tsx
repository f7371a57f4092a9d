import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf, ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import { Button, ButtonLink } from '@tutor/ui/Button';
import { DiscountClaimBox } from '@tutor/ui/DiscountClaimBox';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useClaimDiscountMutation } from '../api/landingApi';
import { discountInfoWhatsappMessage } from '../content/contact';
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
 * /get-diskon-25?number_whatsapp=<digits>: the 25% discount is in every price, with no code; the
 * page says so and records the number only when the visitor presses the button (opening a link
 * must not write anything). An admin then sends the info to that WhatsApp number by hand, so the
 * page says the admin will send it, never that it was sent.
 */
export function DiscountClaimPage() {
  usePageTitle('Diskon 25%');
  const [searchParams] = useSearchParams();
  const check = checkClaimNumber(searchParams.get('number_whatsapp'));
  const [claimDiscount, result] = useClaimDiscountMutation();

  if (check.kind === 'missing') return <TryAgain title="Info Diskon 25%" message={MISSING_NUMBER_MESSAGE} />;
  if (check.kind === 'invalid') return <TryAgain title="Nomor WhatsApp Tidak Valid" message={INVALID_NUMBER_MESSAGE} />;

  // originalArgs tells whether the answer on hand belongs to the number in the address bar.
  const forThisNumber = result.originalArgs?.number_whatsapp === check.digits;
  if (forThisNumber && result.isSuccess) {
    return (
      <ClaimLayout title="Nomor WhatsApp Tercatat">
        <p role="status" className="landing-claim__message">
          {result.data.message}
        </p>
        <p>Ingin memesan sekarang? Hubungi admin kami lewat WhatsApp atau pesan langsung di halaman Pemesanan Les.</p>
        <ButtonLink
          to={whatsappLink(ORDER_ADMIN_WHATSAPP, discountInfoWhatsappMessage(check.digits))}
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
    return <TryAgain title="Nomor Belum Bisa Dicatat" message={errorMessageOf(result.error, CLAIM_FAILED_MESSAGE)} />;
  }
  const sending = forThisNumber && result.isLoading;
  return (
    <ClaimLayout title="Info Diskon 25%">
      <p>
        Diskon 25% berlaku untuk semua paket les privat dan sudah termasuk dalam harga yang tampil saat memesan, tanpa
        kode voucher.
      </p>
      <p>
        Admin kami akan mengirim info lewat WhatsApp ke nomor{' '}
        <strong className="landing-claim__number">{check.digits}</strong>. Pastikan nomor ini milik Anda.
      </p>
      <Button size="large" busy={sending} onClick={() => void claimDiscount({ number_whatsapp: check.digits })}>
        {sending ? 'Mencatat nomor...' : 'Minta Info lewat WhatsApp'}
      </Button>
      <DiscountClaimBox title="Bukan nomor Anda? Gunakan nomor lain" />
    </ClaimLayout>
  );
}
