import { useState, type FormEvent } from 'react';
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';

/** One "Kode verifikasi" field and its button: enabling and switching off two-step login both ask for it. */
export function CodeForm({
  action,
  busy,
  problem,
  hint,
  onSubmit,
}: {
  action: string;
  busy: boolean;
  problem: string | null;
  hint?: string;
  onSubmit: (code: string) => void;
}) {
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(code.trim() === '');
    if (code.trim() !== '') onSubmit(code.trim());
  };
  return (
    <form className="shell-settings__form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <Field
        label="Kode verifikasi"
        hint={hint}
        error={missing ? TWO_STEP_MESSAGES.codeRequired : (problem ?? undefined)}
      >
        {({ inputId, describedBy, invalid }) => (
          <input
            id={inputId}
            className="ui-input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={40}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" busy={busy}>
        {busy ? 'Memproses...' : action}
      </Button>
    </form>
  );
}
