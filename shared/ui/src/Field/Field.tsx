import { useId, type ReactElement, type ReactNode } from 'react';
import './Field.css';

export interface FieldProps {
  label: string;
  /** shown under the control and announced to screen readers */
  error?: string;
  hint?: string;
  /** renders the control with the ids it must carry */
  children: (ids: { inputId: string; describedBy: string | undefined; invalid: boolean }) => ReactElement;
  className?: string;
  labelHidden?: boolean;
  trailing?: ReactNode;
}

/** A labelled form control with its hint and error message. */
export function Field({ label, error, hint, children, className, labelHidden, trailing }: FieldProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', className ?? ''].join(' ').trim()}>
      <label htmlFor={inputId} className={labelHidden ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}
      </label>
      {children({ inputId, describedBy, invalid: Boolean(error) })}
      {trailing}
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
