import { useState, type FormEvent } from 'react';
import { errorMessageOf, useSubscribeNewsletterMutation } from '@tutor/api';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { LiveFields } from '@tutor/ui/LiveFields';

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (!email) return 'Alamat email wajib diisi';
  if (!isValidEmail(email)) return INVALID_EMAIL_MESSAGE;
  return null;
}

/** The footer's newsletter box: validated and stored (the old site's box did nothing). */
export function SubscribeForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [subscribe, { isLoading }] = useSubscribeNewsletterMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSuccess(null);
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    const result = await subscribe({ email: email.trim() });
    if ('error' in result) {
      setError(errorMessageOf(result.error, 'Maaf, pendaftaran email gagal. Silakan coba lagi.'));
      return;
    }
    setSuccess(result.data.message);
    setEmail('');
  };

  return (
    <form className="shell-subscribe" onSubmit={submit} noValidate aria-label="Berlangganan kabar terbaru">
      <LiveFields>
        <Field
          label="Alamat email"
          error={error ?? undefined}
          hint="Dapatkan info promo dan tips belajar setiap bulan."
        >
          {({ inputId, describedBy, invalid }) => (
            <input
              id={inputId}
              className="ui-input"
              type="email"
              name="email"
              autoComplete="email"
              placeholder="nama@email.com"
              value={email}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" busy={isLoading}>
          Berlangganan
        </Button>
        {success && (
          <p role="status" className="shell-subscribe__success">
            {success}
          </p>
        )}
      </LiveFields>
    </form>
  );
}
