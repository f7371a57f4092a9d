import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessageOf, useForgotPasswordMutation } from '@tutor/api';
import { ACCOUNT_MESSAGES, isValidEmail } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Section } from '@tutor/ui/Section';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { FormAlert } from '../common/FormAlert';
import '../common/forms.css';
import './account.css';
import { LiveFields } from '@tutor/ui/LiveFields';
import { EmailField } from './EmailField';

/**
 * /lupa-password: asks for a reset link. The server answers the same text whether or not the
 * address has an account (no one learns who is registered), and so does this page.
 */
export function ForgotPasswordPage() {
  usePageTitle('Lupa kata sandi');
  const [send, { isLoading, data }] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!isValidEmail(address)) return setProblem(ACCOUNT_MESSAGES.invalidEmail);
    setProblem(null);
    await send({ email: address })
      .unwrap()
      .catch((error: unknown) => setProblem(errorMessageOf(error)));
  };

  return (
    <Section
      level={1}
      title="Lupa kata sandi"
      subtitle="Masukkan email akun Anda. Kami kirim tautan untuk membuat kata sandi baru."
      className="landing-account"
    >
      {data ? (
        <div className="landing-form">
          <p className="landing-form__success" role="status">
            {data.message}
          </p>
          <Link to="/login">Kembali ke halaman masuk</Link>
        </div>
      ) : (
        <form className="landing-form" onSubmit={submit} noValidate aria-busy={isLoading || undefined}>
          <LiveFields>
            <EmailField value={email} onChange={setEmail} />
            <FormAlert message={problem} />
            <Button type="submit" busy={isLoading} block>
              {isLoading ? 'Mengirim...' : 'Kirim tautan'}
            </Button>
            <Link to="/login">Kembali ke halaman masuk</Link>
          </LiveFields>
        </form>
      )}
    </Section>
  );
}
