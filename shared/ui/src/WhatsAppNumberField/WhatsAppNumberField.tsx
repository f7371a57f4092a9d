import { Field } from '../Field';
import { normalizeWhatsAppDigits } from '@tutor/rules';
import './WhatsAppNumberField.css';

export interface WhatsAppNumberFieldProps {
  label: string;
  /** digits only, starting with 62 */
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  hint?: string;
  name?: string;
  labelHidden?: boolean;
}

/** A phone-number input for WhatsApp: digits only, always starting with 62. */
export function WhatsAppNumberField({
  label,
  value,
  onChange,
  error,
  hint,
  name,
  labelHidden,
}: WhatsAppNumberFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} labelHidden={labelHidden} className="ui-whatsapp-field">
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          name={name}
          className="ui-whatsapp-field__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          value={normalizeWhatsAppDigits(value)}
          onChange={(event) => onChange(normalizeWhatsAppDigits(event.target.value))}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
        />
      )}
    </Field>
  );
}
