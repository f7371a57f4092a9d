import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '@tutor/contract';
import { errorMessageOf, useLoginWithCodeMutation } from '@tutor/api';
import { TWO_STEP_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { LiveFields } from '@tutor/ui/LiveFields';
import { FormAlert } from '../common/FormAlert';

/**
 * The login's second step, after a right password of an account with two-step login: the code of
 * the authenticator app, or one of the recovery codes (the server tells them apart).
 */
export function TwoStepCodeForm({
  onLoggedIn,
  onRestart,
}: {
  onLoggedIn: (user: User) => void;
  onRestart: () => void;
}) {
  const [loginWithCode, { isLoading }] = useLoginWithCodeMutation();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setProblem(TWO_STEP_MESSAGES.codeRequired);
    setProblem(null);
    try {
      onLoggedIn(await loginWithCode({ kode: code.trim() }).unwrap());
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form className="landing-form" onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
      <LiveFields>
        <p>
          Akun ini memakai verifikasi dua langkah. Masukkan kode 6 angka dari aplikasi autentikator Anda, atau salah
          satu kode cadangan.
        </p>
        <Field label="Kode verifikasi">
          {({ inputId }) => (
            <input
              id={inputId}
              ref={input}
              className="ui-input"
              type="text"
              inputMode="text"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={40}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          )}
        </Field>
        <FormAlert message={problem} />
        <Button type="submit" busy={isLoading} block>
          {isLoading ? 'Memproses...' : 'Verifikasi'}
        </Button>
        <p className="landing-form__links">
          <button type="button" className="landing-link-button" onClick={onRestart}>
            Masuk dengan akun lain
          </button>
        </p>
      </LiveFields>
    </form>
  );
}
