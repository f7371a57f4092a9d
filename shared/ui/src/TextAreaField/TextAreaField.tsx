import type { Ref } from 'react';
import { Field } from '../Field';

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the limit of the contract, shown as "n/max karakter" under the field */
  maxLength: number;
  error?: string;
  required?: boolean;
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with its character count against the limit, its error, and required marked for screen readers. */
export function TextAreaField({
  label,
  value,
  onChange,
  maxLength,
  error,
  required,
  rows = 4,
  textareaRef,
}: TextAreaFieldProps) {
  return (
    <Field label={label} error={error} hint={`${value.length}/${maxLength} karakter`}>
      {({ inputId, describedBy, invalid }) => (
        <textarea
          ref={textareaRef}
          id={inputId}
          className="ui-input"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          rows={rows}
          maxLength={maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
