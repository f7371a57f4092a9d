import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessageOf } from '@tutor/api';
import { ButtonLink } from '@tutor/ui/Button';
import { DiscountClaimBox } from '@tutor/ui/DiscountClaimBox';
import { Skeleton } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useClaimDiscountMutation } from '../api/landingApi';
import { CLAIM_FAILED_MESSAGE, INVALID_NUMBER_MESSAGE, MISSING_NUMBER_MESSAGE, checkClaimNumber } from './claimNumber';
import { VoucherCard } from './VoucherCard';
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
 * /get-diskon-25?number_whatsapp=<digits>: records the claim once (POST /api/diskon-claim) and
 * shows the voucher. The server is idempotent per number, so a reload shows the same voucher.
 */
export function DiscountClaimPage() {
  usePageTitle('Voucher Diskon 25%');
  const [searchParams] = useSearchParams();
  const check = checkClaimNumber(searchParams.get('number_whatsapp'));
  const validDigits = check.kind === 'valid' ? check.digits : null;
  const [claimDiscount, result] = useClaimDiscountMutation();
  // Effects run twice in development (StrictMode); one claim per number is enough.
  const claimedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!validDigits || claimedFor.current === validDigits) return;
    claimedFor.current = validDigits;
    void claimDiscount({ number_whatsapp: validDigits });
  }, [validDigits, claimDiscount]);

  if (check.kind === 'missing') return <TryAgain title="Ambil Voucher Diskon 25%" message={MISSING_NUMBER_MESSAGE} />;
  if (check.kind === 'invalid') return <TryAgain title="Nomor WhatsApp Tidak Valid" message={INVALID_NUMBER_MESSAGE} />;

  // originalArgs tells whether the answer on hand belongs to the number in the address bar.
  const forThisNumber = result.originalArgs?.number_whatsapp === check.digits;
  const claim = forThisNumber && result.isSuccess ? result.data.data : undefined;
  if (claim) {
    return (
      <ClaimLayout title="Voucher Diskon 25% Anda">
        <p role="status" className="landing-claim__message">
          {result.data?.message}
        </p>
        <VoucherCard claim={claim} />
      </ClaimLayout>
    );
  }
  if (forThisNumber && result.isError) {
    return <TryAgain title="Voucher Belum Bisa Diambil" message={errorMessageOf(result.error, CLAIM_FAILED_MESSAGE)} />;
  }
  return (
    <ClaimLayout title="Mengambil Voucher Diskon 25%">
      <div role="status" aria-busy="true" className="landing-claim__loading">
        <span className="ui-visually-hidden">Sedang mengambil voucher Anda</span>
        <Skeleton height={48} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </div>
    </ClaimLayout>
  );
}
