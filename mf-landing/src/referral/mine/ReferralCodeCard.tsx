import { useId, useRef, useState } from 'react';
import { Button } from '@tutor/ui/Button';
import { referralInvitation, whatsappShareLink } from '../ledgerText';

type CopyState = 'idle' | 'copied' | 'manual';

/**
 * The account's code, a copy button and a WhatsApp share link. The clipboard API is missing on
 * plain-http pages and older browsers and may be refused; then the code is selected so the person
 * copies it by hand, and told so.
 */
export function ReferralCodeCard({ kode }: { kode: string }) {
  const [copy, setCopy] = useState<CopyState>('idle');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const invitation = referralInvitation(kode, window.location.origin);

  const onCopy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(kode);
      setCopy('copied');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopy('manual');
    }
  };

  return (
    <div className="landing-mycode">
      <label htmlFor={fieldId} className="landing-mycode__label">
        Kode referral Anda
      </label>
      <div className="landing-mycode__row">
        <input
          id={fieldId}
          ref={field}
          className="landing-mycode__value"
          readOnly
          value={kode}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="secondary" onClick={onCopy}>
          Salin kode
        </Button>
      </div>
      <p className="landing-mycode__status" role="status">
        {copy === 'copied' && 'Kode disalin'}
        {copy === 'manual' && 'Kode sudah dipilih. Salin dengan Ctrl+C, atau tekan lama lalu pilih Salin.'}
      </p>
      <a
        className="ui-button ui-button--whatsapp ui-button--medium"
        href={whatsappShareLink(invitation)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Bagikan lewat WhatsApp
      </a>
    </div>
  );
}
