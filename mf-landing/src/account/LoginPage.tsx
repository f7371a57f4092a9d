import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { afterLoginPath, errorMessageOf, isMfaRequired, useLoginMutation } from '@tutor/api';
import type { User } from '@tutor/contract';
import { ACCOUNT_MESSAGES, isValidEmail } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { FormAlert } from '../common/FormAlert';
import { PasswordField } from './PasswordField';
import { TwoStepCodeForm } from './TwoStepCodeForm';
import '../common/forms.css';
import './account.css';
import { LiveFields } from '@tutor/ui/LiveFields';
import { EmailField } from './EmailField';

/**
 * /login?next=/path: e-mail and password (then the code, for an account with two-step login);
 * afterwards back to `next` (same site only) or the role's dashboard.
 */
export function LoginPage() {
  usePageTitle('Masuk', 'Masuk ke akun siswa, guru atau admin Pintar Privat');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const loggedIn = (user: User) => navigate(afterLoginPath(params.get('next'), user.role), { replace: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address)) return setProblem(ACCOUNT_MESSAGES.invalidEmail);
    if (password === '') return setProblem('Kata sandi harus diisi');
    setProblem(null);
    try {
      const answer = await login({ email: address, password }).unwrap();
      if (isMfaRequired(answer)) setCodeStep(true);
      else loggedIn(answer);
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <Section
      level={1}
      title="Masuk"
      subtitle="Masuk untuk memesan les, melamar lowongan mengajar, atau mengelola akun Anda."
      className="landing-account"
    >
      {codeStep ? (
        <TwoStepCodeForm
          onLoggedIn={loggedIn}
          onRestart={() => {
            setCodeStep(false);
            setPassword('');
          }}
        />
      ) : (
        <form className="landing-form" onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
          <LiveFields>
            <EmailField value={email} onChange={setEmail} />
            <PasswordField label="Kata sandi" autoComplete="current-password" value={password} onChange={setPassword} />
            <FormAlert message={problem} />
            <Button type="submit" busy={isLoading} block>
              {isLoading ? 'Memproses...' : 'Masuk'}
            </Button>
            <p className="landing-form__links">
              <Link to="/lupa-password">Lupa kata sandi?</Link>
              <span>
                Belum punya akun? <Link to="/register">Daftar</Link>
              </span>
            </p>
          </LiveFields>
        </form>
      )}
    </Section>
  );
}
