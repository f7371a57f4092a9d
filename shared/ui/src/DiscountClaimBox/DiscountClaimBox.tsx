import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../Button';
import { WHATSAPP_MIN_DIGITS, WHATSAPP_PREFIX, WHATSAPP_TOO_SHORT_MESSAGE } from '@tutor/rules';
import { WhatsAppNumberField } from '../WhatsAppNumberField';
import './DiscountClaimBox.css';
import { LiveFields } from '../LiveFields';

export const DISCOUNT_CLAIM_PATH = '/get-diskon-25';

export interface DiscountClaimBoxProps {
  title?: string;
  description?: string;
}

export function discountClaimUrl(digits: string): string {
  return `${DISCOUNT_CLAIM_PATH}?${new URLSearchParams({ number_whatsapp: digits }).toString()}`;
}

/** The 25% discount offer: a WhatsApp number and "Dapatkan", which opens the claim page. */
export function DiscountClaimBox({
  title = 'Dapatkan Diskon 25%',
  description = 'Diskon 25% sudah termasuk di semua biaya les privat, tanpa kode. Masukkan nomor WhatsApp Anda untuk info dari admin kami.',
}: DiscountClaimBoxProps) {
  const navigate = useNavigate();
  const [digits, setDigits] = useState(WHATSAPP_PREFIX);
  const [error, setError] = useState<string | undefined>();

  // Handled on the button's click (Enter in the field clicks it too) and the form's submission
  // cancelled there: react-router navigates inside a transition, and a transition started from a
  // submit event makes React build FormData for a form action we do not have.
  const claim = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (digits.length < WHATSAPP_MIN_DIGITS) {
      setError(WHATSAPP_TOO_SHORT_MESSAGE);
      return;
    }
    navigate(discountClaimUrl(digits));
  };

  return (
    <section className="ui-discount-box" aria-label={title}>
      <p className="ui-discount-box__title">{title}</p>
      <p className="ui-discount-box__description">{description}</p>
      <form className="ui-discount-box__form" noValidate>
        <LiveFields>
          <WhatsAppNumberField
            label="Nomor WhatsApp"
            hint="Contoh: 6281234567890"
            name="number_whatsapp"
            value={digits}
            onChange={(next) => {
              setDigits(next);
              setError(undefined);
            }}
            error={error}
          />
          <Button type="submit" className="ui-discount-box__submit" onClick={claim}>
            Dapatkan
          </Button>
        </LiveFields>
      </form>
    </section>
  );
}
