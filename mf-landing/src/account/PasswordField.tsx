import { useState } from 'react';
import { Field } from '@tutor/ui/Field';

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** A password input with a "Tampilkan" toggle, so a person on a phone can check what they typed. */
export function PasswordField({ label, value, onChange, autoComplete, hint }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={label}
      hint={hint}
      className="landing-password"
      trailing={
        <button
          type="button"
          className="landing-password__toggle"
          aria-pressed={shown}
          onClick={() => setShown((was) => !was)}
        >
          {shown ? 'Sembunyikan' : 'Tampilkan'}
          <span className="ui-visually-hidden"> {label.toLowerCase()}</span>
        </button>
      }
    >
      {({ inputId, describedBy }) => (
        <input
          id={inputId}
          className="ui-input"
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          maxLength={200}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
