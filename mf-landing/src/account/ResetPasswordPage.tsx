import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessageOf, useResetPasswordMutation } from '@tutor/api';
import { ACCOUNT_MESSAGES, passwordProblem } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { FormAlert } from '../common/FormAlert';
import { PasswordField } from './PasswordField';
import '../common/forms.css';
import './account.css';
import { LiveFields } from '@tutor/ui/LiveFields';

export const PASSWORDS_DIFFER = 'Kedua kata sandi tidak sama';

/** /reset-password?token=...: the new password twice; then the way back to /login. */
export function ResetPasswordPage() {
  usePageTitle('Atur ulang kata sandi');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [reset, { isLoading, data }] = useResetPasswordMutation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.resetInvalid);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = !token
      ? ACCOUNT_MESSAGES.resetInvalid
      : (passwordProblem(password) ?? (password !== again ? PASSWORDS_DIFFER : null));
    setProblem(found);
    if (found) return;
    await reset({ token, password })
      .unwrap()
      .catch((error: unknown) => setProblem(errorMessageOf(error)));
  };

  return (
    <Section level={1} title="Atur ulang kata sandi" className="landing-account">
      {data ? (
        <div className="landing-form">
          <p className="landing-form__success" role="status">
            {data.message}
          </p>
          <Link to="/login">Masuk dengan kata sandi baru</Link>
        </div>
      ) : (
        <form className="landing-form" onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
          <LiveFields>
            <PasswordField
              label="Kata sandi baru"
              autoComplete="new-password"
              value={password}
              onChange={setPassword}
              hint="Minimal 8 karakter"
            />
            <PasswordField
              label="Ulangi kata sandi baru"
              autoComplete="new-password"
              value={again}
              onChange={setAgain}
            />
            <FormAlert message={problem} />
            <Button type="submit" busy={isLoading} disabled={!token} block>
              {isLoading ? 'Menyimpan...' : 'Simpan kata sandi'}
            </Button>
            {!token && <Link to="/lupa-password">Minta tautan baru</Link>}
          </LiveFields>
        </form>
      )}
    </Section>
  );
}
