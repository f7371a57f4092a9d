import type { Charge } from '@tutor/contract';
import { CHARGE_METHOD_LABELS, formatRupiah, HOW_TO_PAY } from '@tutor/rules';
import { useState } from 'react';
import { QrCode } from './QrCode';
import { TimeLeft } from './TimeLeft';

function CopyButton({ text, what }: { text: string; what: string }) {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  };
  return (
    <>
      <button type="button" className="payment-copy" onClick={copy}>
        Salin {what}
      </button>
      {copied && <span role="status">{what} disalin</span>}
    </>
  );
}

/** A waiting charge: the amount, what to pay with (VA, bill key, QR or GoPay), how, and the time left. */
export function ChargeDetails({ charge }: { charge: Charge }) {
  return (
    <div className="payment-charge" aria-label={`Tagihan ${CHARGE_METHOD_LABELS[charge.metode]}`} role="group">
      <p>
        Bayar <strong className="payment-amount">{formatRupiah(charge.jumlah)}</strong> dengan{' '}
        {CHARGE_METHOD_LABELS[charge.metode]}.
      </p>
      {charge.va_number && (
        <p className="payment-code">
          Nomor virtual account: <strong data-testid="va-number">{charge.va_number}</strong>{' '}
          <CopyButton text={charge.va_number} what="nomor virtual account" />
        </p>
      )}
      {charge.bill_key && (
        <p className="payment-code">
          Kode perusahaan (biller code): <strong>{charge.biller_code}</strong>
          <br />
          Kode bayar (bill key): <strong>{charge.bill_key}</strong>{' '}
          <CopyButton text={charge.bill_key} what="kode bayar" />
        </p>
      )}
      {charge.qr_string && (
        <QrCode text={charge.qr_string} label={`Kode QR pembayaran ${formatRupiah(charge.jumlah)}`} />
      )}
      {charge.deeplink && (
        <p>
          <a className="payment-deeplink" href={charge.deeplink} target="_blank" rel="noopener noreferrer">
            Bayar dengan GoPay
          </a>
        </p>
      )}
      <h3 className="payment-subtitle">Cara membayar</h3>
      <ol className="payment-steps">
        {HOW_TO_PAY[charge.metode].map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <TimeLeft until={charge.kedaluwarsa} />
    </div>
  );
}
